//! A data member's declaration (name, doc, visibility, attributes), shared
//! by records and the generic structs of class templates.

use super::cx::{Cx, Out};
use super::lits::ident;
use crate::callbacks::TypeKind as CbTypeKind;
use crate::ir::{TypeId, TypeKind};
use proc_macro2::TokenStream;
use quote::quote;

/// The record whose data members [`data_field`] declares.
pub(crate) struct FieldOwner<'s> {
    pub id: TypeId,
    /// Its Rust name.
    pub name: &'s str,
    /// What the callbacks are told it is.
    pub kind: CbTypeKind,
}

/// The declaration of data member `index` of record `owner` with its Rust
/// type `fty`: its name (`anon` numbers the unnamed ones), doc, visibility
/// (annotation, `--respect-cxx-access-specs`, callbacks) and the callbacks'
/// attributes.
pub(crate) fn data_field(
    cx: &Cx<'_>,
    acc: &mut Out,
    owner: &FieldOwner<'_>,
    index: usize,
    fty: TokenStream,
    anon: &mut usize,
) -> TokenStream {
    let FieldOwner {
        id,
        name: name_str,
        kind,
    } = *owner;
    let TypeKind::Record(r) = &cx.ir.ty(id).kind else {
        return quote!();
    };
    let f = &r.fields[index];
    let fname = match &f.name {
        Some(n) => cx.field_ident(name_str, n, f.ty),
        None => {
            *anon += 1;
            ident(&format!("{}{anon}", cx.opts.anon_fields_prefix))
        }
    };
    let fdoc = cx.doc(&f.doc);
    let fvis = match cx.field_private_by_annotation(id, index) {
        Some(true) => quote!(),
        Some(false) => quote!(pub),
        // `--respect-cxx-access-specs`: only public members are `pub`.
        None if cx.opts.respect_cxx_access_specs && f.access != crate::ir::Access::Public => {
            quote!()
        }
        None => cx.field_vis(name_str, &fname.to_string(), Some(f.ty)),
    };
    // The annotation's attributes come before `--field-attr`'s, as upstream's.
    let annotated = cx.field_annotation_attrs(acc, id, index);
    let fattrs = cx.field_attrs(name_str, kind, &fname.to_string(), Some(f.ty));
    quote!(#fdoc #annotated #fattrs #fvis #fname: #fty)
}
