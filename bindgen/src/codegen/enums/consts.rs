//! The default `consts` style: free constants, then a type alias.

use super::values::{const_prefix, prefixed, repr_type, value, variants};
use crate::codegen::cx::{Cx, Needs};
use crate::codegen::lits::ident;
use crate::codegen::model::{Const, Item, Items};
use crate::ir::{Enum, TypeId};
use proc_macro2::TokenStream;
use quote::quote;

pub(crate) fn emit(cx: &Cx<'_>, needs: &mut Needs, id: TypeId, e: &Enum) -> Items {
    let name = ident(cx.an.name(id));
    let prefix = const_prefix(cx, id, e);
    let mut out = Items::new();
    let variants = variants(cx, id, e);
    // Each constant is one model, printed as text or spelled as tokens; a
    // documented one is tokens, its doc attribute first.
    let name_str = name.to_string();
    for v in &variants {
        let item = Const {
            name: ident(&prefixed(&prefix, &v.name)),
            ty: name_str.clone().into(),
            value: value(cx, e, v.value),
        };
        if v.doc.is_none() {
            out.push(Item::Const(item));
            continue;
        }
        let doc = cx.doc(&v.doc);
        let item = item.tokens();
        out.push(quote!(#doc #item));
    }
    out.extend(type_alias(cx, needs, id, e));
    out
}

/// `pub type E = <repr>;`, unless a typedef of another type already defines
/// the name `E` (then the constants have that typedef's type, as upstream).
fn type_alias(cx: &Cx<'_>, needs: &mut Needs, id: TypeId, e: &Enum) -> Option<TokenStream> {
    if cx.an.enums_named_by_typedef.contains(&id) {
        return None;
    }
    let name = ident(cx.an.name(id));
    let doc = cx.doc(&e.doc);
    let repr = repr_type(cx, needs, e);
    // No `#[must_use]` here for a must-use enum, unlike upstream: rustc
    // rejects it on type aliases (a future hard error); the functions
    // returning the enum carry it.
    Some(quote!(#doc pub type #name = #repr;))
}
