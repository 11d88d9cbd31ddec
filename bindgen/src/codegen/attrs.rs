//! The attributes of generated types: `#[derive(..)]` lists (built-in traits
//! in upstream's order, then annotation and callback derives) and custom
//! attributes (callbacks, annotations, `#[must_use]`).

use super::cx::{Cx, Out};
use crate::analysis::DeriveSet;
use crate::callbacks::{AttributeInfo, DeriveInfo, TypeKind as CbTypeKind};
use crate::ir::{Annotations, TypeId};
use proc_macro2::TokenStream;
use quote::quote;

/// Derive names in upstream order, then custom ones.
pub(crate) fn derive_attr(
    cx: &Cx<'_>,
    acc: &mut Out,
    set: &DeriveSet,
    name: &str,
    kind: CbTypeKind,
    union: bool,
) -> TokenStream {
    derive_attr_with(cx, acc, set, name, kind, union, true)
}

/// [`derive_attr`], with or without the derives of a `derive` annotation
/// (a newtype typedef takes none from it, as upstream's).
pub(crate) fn derive_attr_with(
    cx: &Cx<'_>,
    acc: &mut Out,
    set: &DeriveSet,
    name: &str,
    kind: CbTypeKind,
    union: bool,
    annotation_derives: bool,
) -> TokenStream {
    let o = cx.opts;
    let annotated = cx.annotations_named(name);
    let mut list: Vec<String> = Vec::new();
    let default_derived = o.derive_default
        && set.default
        && !set.manual_default
        && !o.no_default_types.matches(&cx.list_name_of(name))
        && !annotated.is_some_and(|a| a.no_default);
    if o.derive_debug && set.debug && !union {
        list.push("Debug".into());
    }
    if default_derived && !union {
        list.push("Default".into());
    }
    if o.derive_copy && set.copy {
        list.push("Copy".into());
        list.push("Clone".into());
    }
    if !union {
        if o.derive_hash && set.hash {
            list.push("Hash".into());
        }
        if o.derive_partialord && set.partialeq {
            list.push("PartialOrd".into());
        }
        if o.derive_ord && set.eq && set.partialeq {
            list.push("Ord".into());
        }
        if o.derive_partialeq && set.partialeq {
            list.push("PartialEq".into());
        }
        if o.derive_eq && set.eq && set.partialeq {
            list.push("Eq".into());
        }
    }
    derives_tokens(cx, acc, name, kind, list, annotation_derives)
}

/// `#[derive(...)]` for `list` followed by the custom derives: those of a
/// `<div rustbindgen derive="...">` annotation first, then those the
/// callbacks add (upstream's order).
pub(crate) fn derives_tokens(
    cx: &Cx<'_>,
    acc: &mut Out,
    name: &str,
    kind: CbTypeKind,
    mut list: Vec<String>,
    annotation_derives: bool,
) -> TokenStream {
    let annotated = cx.annotations_named(name).filter(|_| annotation_derives);
    add_custom_derives(cx, &mut list, annotated, name, kind);
    if list.is_empty() {
        return quote!();
    }
    derive_tokens(acc, name, &list)
}

/// Adds the custom derives to `list`, each once: those of a `<div rustbindgen
/// derive="...">` annotation (`annotated`) first, then those the callbacks
/// add (upstream's order, for records and enums alike).
fn add_custom_derives(
    cx: &Cx<'_>,
    list: &mut Vec<String>,
    annotated: Option<&Annotations>,
    name: &str,
    kind: CbTypeKind,
) {
    for d in annotated.iter().flat_map(|a| &a.derives) {
        if !list.contains(d) {
            list.push(d.clone());
        }
    }
    // The callbacks see the Rust name, keyword escaped (`u8_` for `typedef
    // unsigned char u8;`), as upstream's.
    let cb_name = crate::analysis::list_name(name);
    for cb in cx.callbacks {
        for d in cb.add_derives(&DeriveInfo {
            name: &cb_name,
            kind,
        }) {
            if !list.contains(&d) {
                list.push(d);
            }
        }
    }
}

/// The derive names of `list` as paths. A name that is no Rust path (an
/// annotation's `derive="1"`, a callback's `""`) is an error about the input,
/// reported after code generation, never pasted into the output.
pub(crate) fn derive_paths(acc: &mut Out, name: &str, list: &[String]) -> Vec<TokenStream> {
    list.iter()
        .filter_map(|d| {
            // Plain names (all built-in derives) need no parsing.
            if is_plain_ident(d) {
                let i = proc_macro2::Ident::new(d, proc_macro2::Span::call_site());
                return Some(quote!(#i));
            }
            match syn::parse_str::<syn::Path>(d) {
                Ok(p) => Some(quote!(#p)),
                Err(_) => {
                    acc.error(
                        format!("cannot derive `{d}`: it is not a Rust path"),
                        format!("the derives of `{name}`"),
                    );
                    None
                }
            }
        })
        .collect()
}

/// Whether `d` is one identifier that is no keyword (`Debug`, `Hash`).
fn is_plain_ident(d: &str) -> bool {
    let mut chars = d.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && d != "_"
        && !crate::analysis::is_rust_keyword(d)
}

/// Custom attributes from callbacks and `#[must_use]`.
pub(crate) fn custom_attrs(
    cx: &Cx<'_>,
    acc: &mut Out,
    name: &str,
    kind: CbTypeKind,
) -> TokenStream {
    custom_attrs_inner(cx, acc, name, kind, true)
}

/// The custom attributes, with `#[must_use]` only when `must_use` allows it.
pub(crate) fn custom_attrs_inner(
    cx: &Cx<'_>,
    acc: &mut Out,
    name: &str,
    kind: CbTypeKind,
    must_use: bool,
) -> TokenStream {
    let mut out = TokenStream::new();
    // The callbacks see the Rust name, keyword escaped (`u8_`), as upstream's.
    let cb_name = crate::analysis::list_name(name);
    for cb in cx.callbacks {
        for a in cb.add_attributes(&AttributeInfo {
            name: &cb_name,
            kind,
        }) {
            match a.parse::<TokenStream>() {
                Ok(ts) => out.extend(ts),
                // Dropping it silently would hide the callback's mistake.
                Err(_) => acc.error(
                    format!("the attribute `{a}` is not valid Rust tokens"),
                    format!("the attributes of `{name}`"),
                ),
            }
        }
    }
    // A type's `attribute="..."` annotations (see `annotation_attr`).
    for attr in cx
        .annotations_named(name)
        .iter()
        .flat_map(|a| &a.attributes)
    {
        match crate::codegen::annotated::annotation_attr(attr) {
            Some(ts) => out.extend(ts),
            None => acc.error(
                format!("the annotation's attribute `{attr}` is not valid Rust tokens"),
                format!("the attributes of `{name}`"),
            ),
        }
    }
    if must_use {
        out.extend(must_use_type_attr(cx, name));
    }
    out
}

/// `#[must_use]` for a type named by `--must-use-type` or annotated
/// `mustusetype`.
fn must_use_type_attr(cx: &Cx<'_>, name: &str) -> Option<TokenStream> {
    (cx.opts
        .must_use_types
        .matches(&crate::analysis::list_name(name))
        || cx.annotations_named(name).is_some_and(|a| a.must_use))
    .then(|| quote!(#[must_use]))
}

/// The `#[derive(…)]` of a newtype or Rust enum: upstream's fixed set
/// (less `Debug` and `Copy` when `--no-derive-debug`/`--no-derive-copy`,
/// `--no-debug`/`--no-copy` or a
/// `nodebug`/`nocopy` annotation says so; `Clone` stays, as upstream's), the
/// optional ordering traits, then the annotation's and the callbacks' derives.
/// (`--no-hash`, `--no-partialeq` and `--no-default` leave an enum's own
/// derives alone, as upstream: they only change what records holding it derive.)
/// `id` is the enum whose annotations apply (`None` for the raw `_ctype` type).
pub(crate) fn enum_derive_attr(
    cx: &Cx<'_>,
    acc: &mut Out,
    id: Option<TypeId>,
    name: &str,
    kind: CbTypeKind,
) -> TokenStream {
    derive_tokens(acc, name, &enum_derive_names(cx, id, name, kind))
}

/// `#[derive(...)]` of these trait names.
pub(crate) fn derive_tokens(acc: &mut Out, name: &str, list: &[String]) -> TokenStream {
    let paths = crate::codegen::attrs::derive_paths(acc, name, list);
    quote!(#[derive(#(#paths),*)])
}

/// The traits an enum type derives, in upstream's order (see
/// [`enum_derive_attr`]).
pub(crate) fn enum_derive_names(
    cx: &Cx<'_>,
    id: Option<TypeId>,
    name: &str,
    kind: CbTypeKind,
) -> Vec<String> {
    let o = cx.opts;
    let annotated = id.and_then(|id| cx.ir.annotations.of_type(id));
    let mut list: Vec<String> = Vec::new();
    let listed = cx.list_name_of(name);
    if o.derive_debug
        && !o.no_debug_types.matches(&listed)
        && !annotated.is_some_and(|a| a.no_debug)
    {
        list.push("Debug".into());
    }
    if o.derive_copy && !o.no_copy_types.matches(&listed) && !annotated.is_some_and(|a| a.no_copy) {
        list.push("Copy".into());
    }
    list.extend(["Clone".into(), "Hash".into()]);
    // `--no-partialeq` naming the enum leaves its `PartialEq` and `Eq`
    // (always derived) but takes the orderings, as upstream's.
    let ordered = !o.no_partialeq_types.matches(&listed);
    if o.derive_partialord && ordered {
        list.push("PartialOrd".into());
    }
    if o.derive_ord && ordered {
        list.push("Ord".into());
    }
    list.extend(["PartialEq".into(), "Eq".into()]);
    add_custom_derives(cx, &mut list, annotated, name, kind);
    list
}
