//! The default `consts` style: free constants, then a type alias.

use super::values::{const_prefix, prefixed, repr_type, value, variants};
use crate::codegen::cx::Cx;
use crate::codegen::lits::ident;
use crate::codegen::model::{Const, Item, Items};
use crate::ir::{Enum, TypeId};
use proc_macro2::TokenStream;
use quote::quote;

pub(crate) fn emit(cx: &Cx<'_>, id: TypeId, e: &Enum) -> Items {
    let name = ident(cx.an.name(id));
    let prefix = const_prefix(cx, id, e);
    let mut out = Items::new();
    let variants = variants(cx, id, e);
    // Undocumented constants go straight to text, as one text item
    // (`--sort-semantically` ranks items by their tokens, so it keeps them).
    // Each constant is one model, printed as text or spelled as tokens.
    let name_str = name.to_string();
    if cx.direct_text() && variants.iter().all(|v| v.doc.is_none()) {
        let mut text = String::new();
        let direct = variants.iter().all(|v| {
            let c = ident(&prefixed(&prefix, &v.name));
            let item = Const {
                name: &c,
                ty: &name_str,
                value: value(cx, e, v.value),
            };
            crate::codegen::fastfmt::const_item_text(&mut text, &item.line())
        });
        if direct {
            if !text.is_empty() {
                out.push(Item::Text(text));
            }
            out.extend(type_alias(cx, id, e));
            return out;
        }
    }
    for v in &variants {
        let c = ident(&prefixed(&prefix, &v.name));
        let doc = cx.doc(&v.doc);
        let item = Const {
            name: &c,
            ty: &name_str,
            value: value(cx, e, v.value),
        }
        .tokens();
        out.push(quote!(#doc #item));
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
    // No `#[must_use]` here for a must-use enum, unlike upstream: rustc
    // rejects it on type aliases (a future hard error); the functions
    // returning the enum carry it.
    Some(quote!(#doc pub type #name = #repr;))
}
