//! Which style each enum takes (the `--*-enum` lists and annotations), and
//! the queries other items ask about it (raw `_ctype` type, module style).

use super::super::cx::Cx;
use crate::callbacks::EnumVariantCustomBehavior;
use crate::ir::{TypeId, TypeKind};
use crate::options::{EnumVariation, RustEnumOptions};
use regex::Regex;
use std::cell::RefCell;
use std::collections::HashMap;

thread_local! {
    /// Compiled single patterns of `--rustified-enum REGEX=opts`, by pattern text.
    static PATTERNS: RefCell<HashMap<String, Option<Regex>>> = RefCell::new(HashMap::new());
}

/// The style chosen for an enum (precedence as upstream's: per-enum patterns, then the default style).
pub(crate) fn style(cx: &Cx<'_>, id: TypeId) -> EnumVariation {
    let name = cx.an.match_name(id);
    let TypeKind::Enum(e) = &cx.ir.ty(id).kind else {
        return cx.opts.default_enum_style;
    };
    let module_constify = || {
        !cx.callbacks.is_empty()
            && e.variants.iter().any(|v| {
                super::values::behavior(cx, e, &v.name, v.value)
                    == Some(EnumVariantCustomBehavior::ModuleConstify)
            })
    };
    if module_constify() {
        EnumVariation::ModuleConsts
    } else {
        crate::analysis::enum_style_by_lists(cx.opts, name, e)
    }
}

fn pattern_matches(pattern: &str, name: &str) -> bool {
    PATTERNS.with(|cache| {
        let mut cache = cache.borrow_mut();
        let re = cache
            .entry(pattern.to_string())
            .or_insert_with(|| Regex::new(&format!("^({pattern})$")).ok());
        re.as_ref().is_some_and(|r| r.is_match(name))
    })
}

/// The rustified-enum options of an enum: the OR of every matching
/// `--rustified[-non-exhaustive]-enum REGEX=opts`, empty unless the final style is rustified.
pub(crate) fn rust_options(cx: &Cx<'_>, id: TypeId) -> RustEnumOptions {
    if !matches!(style(cx, id), EnumVariation::Rust { .. }) {
        return RustEnumOptions::empty();
    }
    let TypeKind::Enum(e) = &cx.ir.ty(id).kind else {
        return RustEnumOptions::empty();
    };
    let name = cx.an.name(id);
    let anonymous = e.name.is_none() && e.typedef_name.is_none();
    let mut out = RustEnumOptions::empty();
    for p in &cx.opts.rustified_enums {
        if p.options.is_empty() {
            continue;
        }
        let hit = pattern_matches(&p.pattern, name)
            || (anonymous
                && e.variants
                    .iter()
                    .any(|v| pattern_matches(&p.pattern, &v.name)));
        if hit {
            out |= p.options;
        }
    }
    out
}

/// Whether the enum is emitted as a Rust `enum`.
#[allow(dead_code)] // part of the module's interface for bitfields and others
pub(crate) fn is_rust_enum(cx: &Cx<'_>, id: TypeId) -> bool {
    matches!(style(cx, id), EnumVariation::Rust { .. })
}

/// Whether uses of the enum name the raw `_ctype` type instead (the `raw_ffi` option).
pub(crate) fn uses_raw_type(cx: &Cx<'_>, id: TypeId) -> bool {
    has_definition(cx, id) && rust_options(cx, id).contains(RustEnumOptions::RAW_FFI)
}

/// Whether the enum is a `moduleconsts` module.
pub(crate) fn is_module_style(cx: &Cx<'_>, id: TypeId) -> bool {
    matches!(style(cx, id), EnumVariation::ModuleConsts)
}

/// The Rust name of the raw type of a rustified enum: `<Enum>_ctype`.
pub(crate) fn raw_type_name(cx: &Cx<'_>, id: TypeId) -> String {
    format!("{}_ctype", cx.an.name(id))
}

/// Whether the enum is defined and emitted (the raw type exists only then).
pub(crate) fn has_definition(cx: &Cx<'_>, id: TypeId) -> bool {
    match &cx.ir.ty(id).kind {
        TypeKind::Enum(e) => e.complete && !cx.an.blocklisted.contains(&id),
        _ => false,
    }
}
