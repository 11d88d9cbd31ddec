//! What doc-comment annotations (`<div rustbindgen ...>`) change in the
//! generated code: field privacy, field accessors, extra derives,
//! `#[must_use]`, and free constants for annotated enumerators. (Hiding,
//! opaqueness, replacement and the `no*` derive switches are decided by the
//! analyses.)

use super::ty::Use;
use super::{ident, Cx};
use crate::analysis::{PlannedField, RecordPlan};
use crate::ir::{AccessorKind, Annotations, FieldKind, Record, TypeId, TypeKind};
use proc_macro2::TokenStream;
use quote::quote;

impl Cx<'_> {
    /// The annotations of the emitted type named `name` (the lookup by name
    /// serves the code paths that only know the name; annotations are rare,
    /// so the table is usually empty).
    pub(crate) fn annotations_named(&self, name: &str) -> Option<&Annotations> {
        self.ir
            .annotations
            .types
            .iter()
            .filter(|(id, _)| !self.an.blocklisted.contains(id) && self.an.name(**id) == name)
            .min_by_key(|(id, _)| id.0)
            .map(|(_, a)| a)
    }

    /// The visibility of bitfield `index`'s accessors: its `private`
    /// annotation (its own, then the record's), else the default one for
    /// the accessor named `getter`, as upstream.
    pub(crate) fn bitfield_accessor_vis(
        &self,
        id: TypeId,
        index: usize,
        getter: &str,
        ty: TypeId,
    ) -> TokenStream {
        match self.field_private_by_annotation(id, index) {
            Some(true) => quote!(),
            Some(false) => quote!(pub),
            None => self.field_vis(self.an.name(id), getter, Some(ty)),
        }
    }

    /// The visibility of a bitfield unit and its `new_bitfield_N`: private
    /// when an annotation makes one of its `members` private, else the
    /// default, as upstream.
    pub(crate) fn bitfield_unit_vis(&self, id: TypeId, members: &[usize]) -> TokenStream {
        if members
            .iter()
            .any(|&m| self.field_private_by_annotation(id, m) == Some(true))
        {
            quote!()
        } else {
            self.vis()
        }
    }

    /// Whether an annotation makes field `index` of record `id` private:
    /// the field's own `private` first, then the record's.
    pub(crate) fn field_private_by_annotation(&self, id: TypeId, index: usize) -> Option<bool> {
        let table = &self.ir.annotations;
        table
            .fields
            .get(&(id, index))
            .and_then(|a| a.private)
            .or_else(|| table.of_type(id).and_then(|a| a.private))
    }
}

/// `impl Record { get_x / get_x_mut }` for the fields whose annotations (or
/// their record's) ask for accessors.
pub(super) fn field_accessors(
    cx: &Cx<'_>,
    id: TypeId,
    r: &Record,
    plan: &RecordPlan,
    type_name: &str,
) -> Option<TokenStream> {
    let table = &cx.ir.annotations;
    let record_kind = table.of_type(id).and_then(|a| a.accessor).flatten();
    if record_kind.is_none() && !table.fields.keys().any(|(rid, _)| *rid == id) {
        return None;
    }
    // A union emitted as a struct holds `__BindgenUnionField<T>` members: the
    // accessors return what the field is.
    let wrapper = super::structs::is_wrapper_union(cx, id);
    let mut methods = Vec::new();
    // Anonymous members are numbered as `structs::data_field` numbers them
    // (`__bindgen_anon_N`); they get accessors too, as upstream.
    let mut anon = 0;
    for pf in &plan.fields {
        let PlannedField::Data { index } = pf else {
            continue;
        };
        let f = &r.fields[*index];
        if f.kind != FieldKind::Data {
            continue;
        }
        let field = match &f.name {
            Some(fname) => cx.field_ident(type_name, fname, f.ty),
            None => {
                anon += 1;
                ident(&format!("{}{anon}", cx.opts.anon_fields_prefix))
            }
        };
        let kind = match table.fields.get(&(id, *index)).and_then(|a| a.accessor) {
            Some(own) => own,
            None => record_kind,
        };
        let Some(kind) = kind else { continue };
        let getter = ident(&format!("get_{field}"));
        let getter_mut = ident(&format!("get_{field}_mut"));
        let fty = if wrapper {
            let flex = matches!(cx.ir.ty(f.ty).kind, TypeKind::IncompleteArray { .. });
            let inner = cx.ty_in(f.ty, if flex { Use::Other } else { Use::Field });
            let root = cx.root_prefix();
            quote!(#root __BindgenUnionField<#inner>)
        } else {
            cx.ty_in(f.ty, Use::Field)
        };
        methods.push(match kind {
            AccessorKind::Regular => quote! {
                #[inline]
                pub fn #getter(&self) -> &#fty { &self.#field }
                #[inline]
                pub fn #getter_mut(&mut self) -> &mut #fty { &mut self.#field }
            },
            AccessorKind::Unsafe => quote! {
                #[inline]
                pub unsafe fn #getter(&self) -> &#fty { &self.#field }
                #[inline]
                pub unsafe fn #getter_mut(&mut self) -> &mut #fty { &mut self.#field }
            },
            AccessorKind::Immutable => quote! {
                #[inline]
                pub fn #getter(&self) -> &#fty { &self.#field }
            },
        });
    }
    if methods.is_empty() {
        return None;
    }
    let name = ident(type_name);
    Some(quote!(impl #name { #(#methods)* }))
}
