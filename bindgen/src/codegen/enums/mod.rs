//! Enums: the style decision per enum, the shared variant list, and one file per style.
//!
//! | File | Style |
//! |---|---|
//! | `consts.rs` | `consts` (alias + free constants) |
//! | `module.rs` | `moduleconsts` (`pub mod E { pub type Type … }`) |
//! | `newtype.rs` | `newtype`, `newtype_global`, `bitfield` |
//! | `rustified.rs` | `rust`, `rust_non_exhaustive`, plus the rustified-enum options |

mod consts;
mod module;
mod newtype;
mod rustified;

use super::cx::Cx;
use crate::callbacks::{EnumVariantCustomBehavior, EnumVariantValue};
use crate::ir::{Enum, TypeId, TypeKind};
use crate::options::{EnumVariation, RustEnumOptions};
use proc_macro2::TokenStream;
use quote::quote;
use regex::Regex;
use std::cell::RefCell;
use std::collections::HashMap;

/// One enumerator after the parse callbacks had their say.
#[derive(Clone, Debug)]
pub(crate) struct Variant {
    /// Name (possibly renamed by `enum_variant_name`), not yet prefixed.
    pub name: String,
    /// Resolved value.
    pub value: i128,
    /// Doc comment.
    pub doc: Option<String>,
    /// `EnumVariantCustomBehavior::Constify`: also a free constant.
    pub constify: bool,
}

/// The name handed to the variant callbacks, as clang spells the enum's
/// type: `enum tag` in C, the bare tag in C++ (no `enum`, no namespace or
/// class), the typedef name of an anonymous enum, or nothing for a truly
/// anonymous one.
fn callback_enum_name(cx: &Cx<'_>, e: &Enum) -> Option<String> {
    match (&e.name, &e.typedef_name) {
        (Some(tag), _) if cx.ir.cxx => Some(tag.clone()),
        (Some(tag), _) => Some(format!("enum {tag}")),
        (None, Some(t)) => Some(t.clone()),
        (None, None) => None,
    }
}

/// The callback form of a value.
fn callback_value(cx: &Cx<'_>, e: &Enum, v: i128) -> EnumVariantValue {
    if repr_int(cx, e).1 {
        EnumVariantValue::Signed(v as i64)
    } else {
        EnumVariantValue::Unsigned(v as u64)
    }
}

/// The custom behaviour a callback asks for, if any (the last callback that answers wins).
fn behavior(cx: &Cx<'_>, e: &Enum, name: &str, value: i128) -> Option<EnumVariantCustomBehavior> {
    let ename = callback_enum_name(cx, e);
    let val = callback_value(cx, e, value);
    cx.callbacks
        .iter()
        .rev()
        .find_map(|cb| cb.enum_variant_behavior(ename.as_deref(), name, val))
}

/// Enumerators in output order: hidden ones dropped, renamed ones renamed, and
/// constified ones (by callback or `constant` annotation) moved after the others.
pub(crate) fn variants(cx: &Cx<'_>, id: TypeId, e: &Enum) -> Vec<Variant> {
    let ename = callback_enum_name(cx, e);
    let mut plain = Vec::new();
    let mut constified = Vec::new();
    for (i, v) in e.variants.iter().enumerate() {
        // A `constant` annotation asks for what the `Constify` behaviour gives.
        let b = behavior(cx, e, &v.name, v.value).or_else(|| {
            let annotated = cx.ir.annotations.variants.get(&(id, i));
            annotated
                .is_some_and(|a| a.constant)
                .then_some(EnumVariantCustomBehavior::Constify)
        });
        if b == Some(EnumVariantCustomBehavior::Hide) {
            continue;
        }
        let val = callback_value(cx, e, v.value);
        // A callback's name first, then a `replaces="NAME"` annotation on
        // the enumerator (its last `::` segment), then the C name.
        let name = cx
            .callbacks
            .iter()
            .rev()
            .find_map(|cb| cb.enum_variant_name(ename.as_deref(), &v.name, val))
            .or_else(|| replacement_name(cx, id, i, e))
            .unwrap_or_else(|| v.name.clone());
        let constify = b == Some(EnumVariantCustomBehavior::Constify);
        let out = Variant {
            name,
            value: v.value,
            doc: v.doc.clone(),
            constify,
        };
        if constify {
            constified.push(out);
        } else {
            plain.push(out);
        }
    }
    // (Constified ones come last in reverse order, as upstream lists them.)
    plain.extend(constified.into_iter().rev());
    plain
}

/// The name a `replaces="NAME"` annotation gives enumerator `i`, unless
/// another enumerator already has that name (by its C name or by an earlier
/// replacement): two variants or constants of one name would not compile
/// (upstream emits both), so the later one keeps its C name, with a warning.
fn replacement_name(cx: &Cx<'_>, id: TypeId, i: usize, e: &Enum) -> Option<String> {
    let wanted = |k: usize| -> Option<String> {
        let a = cx.ir.annotations.variants.get(&(id, k))?;
        let r = a.replaces.as_deref()?;
        let last = r.rsplit("::").next().unwrap_or(r).trim();
        (!last.is_empty()).then(|| last.to_string())
    };
    let name = wanted(i)?;
    let taken_by_other = e
        .variants
        .iter()
        .enumerate()
        .any(|(k, v)| k != i && v.name == name && wanted(k).is_none())
        || (0..i).any(|k| wanted(k).as_deref() == Some(name.as_str()));
    if taken_by_other && e.variants[i].name != name {
        crate::error::warn(&format!(
            "enumerator `{}`: `replaces=\"{name}\"` ignored, another enumerator is named `{name}`",
            e.variants[i].name
        ));
        return None;
    }
    Some(name)
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
                behavior(cx, e, &v.name, v.value) == Some(EnumVariantCustomBehavior::ModuleConstify)
            })
    };
    if module_constify() {
        EnumVariation::ModuleConsts
    } else {
        crate::analysis::enum_style_by_lists(cx.opts, name, e)
    }
}

thread_local! {
    /// Compiled single patterns of `--rustified-enum REGEX=opts`, by pattern text.
    static PATTERNS: RefCell<HashMap<String, Option<Regex>>> = RefCell::new(HashMap::new());
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

/// `(bits, signed)` of the enum's underlying integer type.
pub(crate) fn repr_int(cx: &Cx<'_>, e: &Enum) -> (u64, bool) {
    let r = cx.ir.resolve_aliases(e.repr);
    let t = cx.ir.ty(r);
    let bytes = t.layout.map_or(4, |l| l.size);
    let signed = match &t.kind {
        TypeKind::Int(k) => k.is_signed(),
        TypeKind::Bool => false,
        _ => false,
    };
    (bytes * 8, signed)
}

/// Whether the enum's constants are `bool`s: its underlying type is `bool`
/// (C++11 `enum E : bool`) and stays that type (not with
/// `--translate-enum-integer-types`, which makes it `u8`).
fn bool_valued(cx: &Cx<'_>, e: &Enum) -> bool {
    !cx.opts.translate_enum_integer_types
        && matches!(cx.ir.ty(cx.ir.resolve_aliases(e.repr)).kind, TypeKind::Bool)
}

/// An enumerator's value as the literal of the enum's constants: an
/// integer, or `false`/`true` for an enum over `bool`, as upstream writes it.
pub(crate) fn value_text(cx: &Cx<'_>, e: &Enum, v: i128) -> String {
    if bool_valued(cx, e) {
        (v != 0).to_string()
    } else if v < 0 {
        format!("-{}", v.unsigned_abs())
    } else {
        v.to_string()
    }
}

/// [`value_text`] as tokens.
pub(crate) fn value_lit(cx: &Cx<'_>, e: &Enum, v: i128) -> TokenStream {
    if bool_valued(cx, e) {
        let b = v != 0;
        quote!(#b)
    } else {
        crate::codegen::lits::int_lit(v)
    }
}

/// The Rust primitive with the enum's width and signedness (`u32`, `i8`, …).
pub(crate) fn rust_int(cx: &Cx<'_>, e: &Enum) -> TokenStream {
    let (bits, signed) = repr_int(cx, e);
    let name = format!("{}{}", if signed { 'i' } else { 'u' }, bits.clamp(8, 128));
    let id = proc_macro2::Ident::new(&name, proc_macro2::Span::call_site());
    quote!(#id)
}

/// The integer type an alias/newtype of the enum holds: clang's type, or the
/// Rust primitive with `--translate-enum-integer-types`.
pub(crate) fn repr_type(cx: &Cx<'_>, e: &Enum) -> TokenStream {
    if cx.opts.translate_enum_integer_types {
        rust_int(cx, e)
    } else {
        cx.ty(e.repr)
    }
}

/// Prefix of free constants: the enum's name, or the parent's for nested
/// anonymous enums; `None` for top-level anonymous enums and with `--no-prepend-enum-name`.
pub(crate) fn const_prefix(cx: &Cx<'_>, id: TypeId, e: &Enum) -> Option<String> {
    consts::const_prefix(cx, id, e)
}

/// `prefix_name` or `name`.
pub(crate) fn prefixed(prefix: &Option<String>, name: &str) -> String {
    match prefix {
        Some(p) => format!("{p}_{name}"),
        None => name.to_string(),
    }
}

/// Items for one enum.
pub(crate) fn enum_items(cx: &Cx<'_>, id: TypeId) -> Vec<TokenStream> {
    let TypeKind::Enum(e) = &cx.ir.ty(id).kind else {
        return vec![];
    };
    match style(cx, id) {
        EnumVariation::Consts => consts::emit(cx, id, e),
        EnumVariation::ModuleConsts => module::emit(cx, id, e),
        EnumVariation::NewType {
            is_bitfield,
            is_global,
        } => newtype::emit(cx, id, e, is_bitfield, is_global),
        EnumVariation::Rust { non_exhaustive } => rustified::emit(cx, id, e, non_exhaustive),
    }
}

/// The `#[cfi_encoding]` string of a C enum: the Itanium `<source-name>`,
/// i.e. the length of the C name followed by the name.
pub(crate) fn cfi_encoding(c_name: &str) -> String {
    format!("{}{}", c_name.len(), c_name)
}

#[cfg(test)]
mod tests;
