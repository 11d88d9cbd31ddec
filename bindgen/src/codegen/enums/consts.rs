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
    for v in variants(cx, e) {
        let c = ident(&prefixed(&prefix, &v.name));
        let val = int_lit(v.value);
        let doc = cx.doc(&v.doc);
        out.push(quote!(#doc pub const #c: #name = #val;));
    }
    let doc = cx.doc(&e.doc);
    let repr = repr_type(cx, e);
    out.push(quote!(#doc pub type #name = #repr;));
    out
}
