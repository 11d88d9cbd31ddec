//! The pieces every enum style shares: the variant list after the callbacks,
//! the representation type, values as literals, and constant prefixes.

use super::super::cx::{Cx, Needs};
use super::super::model::ConstValue;
use crate::callbacks::{EnumVariantCustomBehavior, EnumVariantValue};
use crate::ir::{Enum, TypeId, TypeKind};
use proc_macro2::TokenStream;
use quote::quote;

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
pub(super) fn behavior(
    cx: &Cx<'_>,
    e: &Enum,
    name: &str,
    value: i128,
) -> Option<EnumVariantCustomBehavior> {
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
        // A `hide` annotation asks for what the `Hide` behaviour gives, a
        // `constant` one for `Constify` (a callback's answer comes first).
        let b = behavior(cx, e, &v.name, v.value).or_else(|| {
            let a = cx.ir.annotations.variants.get(&(id, i))?;
            if a.hide {
                Some(EnumVariantCustomBehavior::Hide)
            } else {
                a.constant.then_some(EnumVariantCustomBehavior::Constify)
            }
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
        crate::logging::warn(&format!(
            "enumerator `{}`: `replaces=\"{name}\"` ignored, another enumerator is named `{name}`",
            e.variants[i].name
        ));
        return None;
    }
    Some(name)
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
pub(crate) fn value(cx: &Cx<'_>, e: &Enum, v: i128) -> ConstValue {
    if bool_valued(cx, e) {
        ConstValue::Bool(v != 0)
    } else {
        ConstValue::Int(v)
    }
}

/// [`value`] as tokens.
pub(crate) fn value_lit(cx: &Cx<'_>, e: &Enum, v: i128) -> TokenStream {
    value(cx, e, v).tokens()
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
pub(crate) fn repr_type(cx: &Cx<'_>, needs: &mut Needs, e: &Enum) -> TokenStream {
    if cx.opts.translate_enum_integer_types {
        rust_int(cx, e)
    } else {
        cx.ty(needs, e.repr)
    }
}

/// `prefix_name` or `name`.
pub(crate) fn prefixed(prefix: &Option<String>, name: &str) -> String {
    match prefix {
        Some(p) => format!("{p}_{name}"),
        None => name.to_string(),
    }
}

/// The `#[cfi_encoding]` string of a C enum: the Itanium `<source-name>`,
/// i.e. the length of the C name followed by the name.
pub(crate) fn cfi_encoding(c_name: &str) -> String {
    format!("{}{}", c_name.len(), c_name)
}

/// Prefix of the free constants: the enum's name, or the parent's (record,
/// or namespace module) for anonymous enums.
pub(crate) fn const_prefix(cx: &Cx<'_>, id: TypeId, e: &Enum) -> Option<String> {
    if !cx.opts.prepend_enum_name {
        return None;
    }
    // The prefix is the name as Rust spells it: `enum type` gives
    // `type__A`, as upstream.
    let spelled = |t: TypeId| crate::analysis::escape_ident(cx.an.name(t));
    if e.name.is_some() || e.typedef_name.is_some() {
        return Some(spelled(id));
    }
    if let Some(p) = e.parent {
        return Some(spelled(p));
    }
    // In a namespace's module, an anonymous enum's constants take the
    // namespace's own name, as upstream names them (`a_x1` in `mod a`).
    if cx.opts.enable_cxx_namespaces && cx.ir.cxx && e.module != crate::ir::ModuleId::ROOT {
        return cx.an.cxx.module_names.get(e.module.0).cloned();
    }
    None
}
