//! `moduleconsts`: `pub mod E { pub type Type = …; pub const V: Type = …; }`.
//!
//! Every use of the enum type elsewhere is spelled `E::Type` (see `ty.rs`).

use super::values::{const_prefix, prefixed, repr_type, variants};
use crate::codegen::cx::{Cx, Needs};
use crate::codegen::lits::ident;
use crate::ir::{Enum, TypeId};
use proc_macro2::TokenStream;
use quote::quote;

pub(crate) fn emit(cx: &Cx<'_>, needs: &mut Needs, id: TypeId, e: &Enum) -> Vec<TokenStream> {
    let name = ident(cx.an.name(id));
    let doc = cx.doc(&e.doc);
    let repr = repr_type(cx, needs, e);
    let all = variants(cx, id, e);
    // Constified enumerators also get a free constant outside the module.
    let prefix = const_prefix(cx, id, e);
    let mut out: Vec<TokenStream> = all
        .iter()
        .filter(|v| v.constify)
        .map(|v| {
            let free = ident(&prefixed(&prefix, &v.name));
            let c = ident(&v.name);
            quote!(pub const #free: #name::Type = #name::#c;)
        })
        .collect();
    let consts = all.iter().map(|v| {
        let c = ident(&v.name);
        let val = super::values::value_lit(cx, e, v.value);
        let vdoc = cx.doc(&v.doc);
        quote!(#vdoc pub const #c: Type = #val;)
    });
    // The parent's names are visible inside (as upstream 0.73 writes it): a
    // repr typedef from the parent (`enum e : my_u16`), or one spelled
    // `root::T` under `--enable-cxx-namespaces`, resolves.
    out.push(quote! {
        pub mod #name {
            #[allow(unused_imports)] use super::*;
            #doc
            pub type Type = #repr;
            #(#consts)*
        }
    });
    out
}
