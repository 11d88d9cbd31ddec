//! The default `consts` style: free constants, then a type alias.

use super::{prefixed, repr_type, variants};
use crate::codegen::{ident, int_lit, Cx};
use crate::ir::{Enum, TypeId};
use proc_macro2::TokenStream;
use quote::quote;

/// Prefix of the free constants: the enum's name, or the parent's for nested anonymous enums.
pub(crate) fn const_prefix(cx: &Cx<'_>, id: TypeId, e: &Enum) -> Option<String> {
    if !cx.opts.prepend_enum_name {
        return None;
    }
    if e.name.is_some() || e.typedef_name.is_some() {
        return Some(cx.an.name(id).to_string());
    }
    e.parent.map(|p| cx.an.name(p).to_string())
}

pub(crate) fn emit(cx: &Cx<'_>, id: TypeId, e: &Enum) -> Vec<TokenStream> {
    let name = ident(cx.an.name(id));
    let prefix = const_prefix(cx, id, e);
    let mut out = Vec::new();
    let variants = variants(cx, id, e);
    // Undocumented constants go straight to text, as one pre-formatted piece
    // (`--sort-semantically` ranks items by their tokens, so it keeps them).
    if cx.fast_format() && !cx.opts.sort_semantically && variants.iter().all(|v| v.doc.is_none()) {
        let mut text = String::new();
        let direct = variants.iter().all(|v| {
            let c = ident(&prefixed(&prefix, &v.name));
            let sign = if v.value < 0 { "-" } else { "" };
            let line = format!("pub const {c}: {name} = {sign}{};", v.value.unsigned_abs());
            crate::codegen::fastfmt::const_item_text(&mut text, &line)
        });
        if direct {
            if !text.is_empty() {
                out.push(cx.preformatted(text));
            }
            out.extend(type_alias(cx, id, e));
            return out;
        }
    }
    for v in variants {
        let c = ident(&prefixed(&prefix, &v.name));
        let val = int_lit(v.value);
        let doc = cx.doc(&v.doc);
        out.push(quote!(#doc pub const #c: #name = #val;));
    }
    out.extend(type_alias(cx, id, e));
    out
}

/// `pub type E = <repr>;`, unless a typedef of another type already defines
/// the name `E` (then the constants have that typedef's type, as upstream).
fn type_alias(cx: &Cx<'_>, id: TypeId, e: &Enum) -> Option<TokenStream> {
    if cx.an.enums_named_by_typedef.contains(&id) {
        return None;
    }
    let name = ident(cx.an.name(id));
    let doc = cx.doc(&e.doc);
    let repr = repr_type(cx, e);
    let must_use = must_use(cx, cx.an.name(id));
    Some(quote!(#doc #must_use pub type #name = #repr;))
}

/// `#[must_use]` on the enum's type alias (`--must-use-type`, the
/// `mustusetype` annotation), as upstream puts it there.
pub(super) fn must_use(cx: &Cx<'_>, name: &str) -> Option<TokenStream> {
    (cx.opts.must_use_types.matches(name) || cx.annotations_named(name).is_some_and(|a| a.must_use))
        .then(|| quote!(#[must_use]))
}
