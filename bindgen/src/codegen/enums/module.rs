//! `moduleconsts`: `pub mod E { pub type Type = …; pub const V: Type = …; }`.
//!
//! Every use of the enum type elsewhere is spelled `E::Type` (see `ty.rs`).

use super::{repr_type, variants};
use crate::codegen::{ident, int_lit, Cx};
use crate::ir::{Enum, TypeId};
use proc_macro2::TokenStream;
use quote::quote;

pub(crate) fn emit(cx: &Cx<'_>, id: TypeId, e: &Enum) -> Vec<TokenStream> {
    let name = ident(cx.an.name(id));
    let doc = cx.doc(&e.doc);
    let repr = repr_type(cx, e);
    let consts = variants(cx, e).into_iter().map(|v| {
        let c = ident(&v.name);
        let val = int_lit(v.value);
        let vdoc = cx.doc(&v.doc);
        quote!(#vdoc pub const #c: Type = #val;)
    });
    // The glob import lets `Type` name a typedef from the parent module
    // (`enum e : my_u16`), as upstream's modules do.
    vec![quote! {
        pub mod #name {
            #[allow(unused_imports)]
            use super::*;
            #doc
            pub type Type = #repr;
            #(#consts)*
        }
    }]
}
