//! What doc-comment annotations (`<div rustbindgen ...>`) change in the
//! generated code: field privacy, field accessors, extra derives,
//! `#[must_use]`, and free constants for annotated enumerators. (Hiding,
//! opaqueness, replacement and the `no*` derive switches are decided by the
//! analyses.)

use super::ty::Use;
use super::{ident, Cx};
use crate::analysis::{PlannedField, RecordPlan};
use crate::ir::{AccessorKind, Annotations, FieldKind, Record, TypeId};
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

    /// `#[...]` for each `attribute="..."` of field `index` of record `id`;
    /// a value that is no Rust tokens is an error about the input.
    pub(crate) fn field_annotation_attrs(&self, id: TypeId, index: usize) -> TokenStream {
        let Some(a) = self.ir.annotations.fields.get(&(id, index)) else {
            return TokenStream::new();
        };
        let mut out = TokenStream::new();
        for attr in &a.attributes {
            match attr.parse::<TokenStream>() {
                Ok(ts) => out.extend(quote!(#[#ts])),
                Err(_) => self.error(
                    format!("the annotation's attribute `{attr}` is not valid Rust tokens"),
                    format!("field {index} of `{}`", self.an.name(id)),
                ),
            }
        }
        out
    }

    /// Whether the record's own annotation says `private`.
    pub(crate) fn record_private_by_annotation(&self, id: TypeId) -> bool {
        self.ir
            .annotations
            .type_says(id, |a| a.private == Some(true))
    }

    /// Visibility of a bitfield unit (and of its `new_bitfield_N`): private
    /// when the record is annotated `private` or any of its bitfields is (a
    /// public unit would expose a private bitfield's bits), as upstream's.
    pub(crate) fn bitfield_unit_vis(&self, id: TypeId, members: &[usize]) -> TokenStream {
        let private_member = members
            .iter()
            .any(|&k| self.field_private_by_annotation(id, k) == Some(true));
        if self.record_private_by_annotation(id) || private_member {
            TokenStream::new()
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
    let mut methods = Vec::new();
    for pf in &plan.fields {
        let PlannedField::Data { index } = pf else {
            continue;
        };
        let f = &r.fields[*index];
        let (Some(fname), FieldKind::Data) = (&f.name, &f.kind) else {
            continue;
        };
        let kind = match table.fields.get(&(id, *index)).and_then(|a| a.accessor) {
            Some(own) => own,
            None => record_kind,
        };
        let Some(kind) = kind else { continue };
        let field = cx.field_ident(type_name, fname, f.ty);
        let getter = ident(&format!("get_{field}"));
        let getter_mut = ident(&format!("get_{field}_mut"));
        let fty = cx.ty_in(f.ty, Use::Field);
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
