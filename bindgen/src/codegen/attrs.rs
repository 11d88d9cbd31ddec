//! The attributes of generated types: `#[derive(..)]` lists (built-in traits
//! in upstream's order, then annotation and callback derives) and custom
//! attributes (callbacks, annotations, `#[must_use]`).

use super::Cx;
use crate::analysis::DeriveSet;
use crate::callbacks::{AttributeInfo, DeriveInfo, TypeKind as CbTypeKind};
use proc_macro2::TokenStream;
use quote::quote;

/// Derive names in upstream order, then custom ones.
pub(crate) fn derive_attr(
    cx: &Cx<'_>,
    set: &DeriveSet,
    name: &str,
    kind: CbTypeKind,
    union: bool,
) -> TokenStream {
    derive_attr_with(cx, set, name, kind, union, true)
}

/// [`derive_attr`], with or without the derives of a `derive` annotation
/// (a newtype typedef takes none from it, as upstream's).
pub(crate) fn derive_attr_with(
    cx: &Cx<'_>,
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
        && !o
            .no_default_types
            .matches(&crate::analysis::list_name(name))
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
    derives_tokens(cx, name, kind, list, annotation_derives)
}

/// `#[derive(...)]` for `list` followed by the custom derives: those of a
/// `<div rustbindgen derive="...">` annotation first, then those the
/// callbacks add (upstream's order).
pub(crate) fn derives_tokens(
    cx: &Cx<'_>,
    name: &str,
    kind: CbTypeKind,
    mut list: Vec<String>,
    annotation_derives: bool,
) -> TokenStream {
    let annotated = cx.annotations_named(name).filter(|_| annotation_derives);
    for d in annotated.iter().flat_map(|a| &a.derives) {
        if !list.contains(d) {
            list.push(d.clone());
        }
    }
    for cb in cx.callbacks {
        for d in cb.add_derives(&DeriveInfo { name, kind }) {
            if !list.contains(&d) {
                list.push(d);
            }
        }
    }
    if list.is_empty() {
        return quote!();
    }
    let paths = derive_paths(cx, name, &list);
    quote!(#[derive(#(#paths),*)])
}

/// The derive names of `list` as paths. A name that is no Rust path (an
/// annotation's `derive="1"`, a callback's `""`) is an error about the input,
/// reported after code generation, never pasted into the output.
pub(crate) fn derive_paths(cx: &Cx<'_>, name: &str, list: &[String]) -> Vec<TokenStream> {
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
                    cx.error(
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
pub(crate) fn custom_attrs(cx: &Cx<'_>, name: &str, kind: CbTypeKind) -> TokenStream {
    custom_attrs_inner(cx, name, kind, true)
}

/// The custom attributes, with `#[must_use]` only when `must_use` allows it.
pub(crate) fn custom_attrs_inner(
    cx: &Cx<'_>,
    name: &str,
    kind: CbTypeKind,
    must_use: bool,
) -> TokenStream {
    let mut out = TokenStream::new();
    for cb in cx.callbacks {
        for a in cb.add_attributes(&AttributeInfo { name, kind }) {
            match a.parse::<TokenStream>() {
                Ok(ts) => out.extend(ts),
                // Dropping it silently would hide the callback's mistake.
                Err(_) => cx.error(
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
            None => cx.error(
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
