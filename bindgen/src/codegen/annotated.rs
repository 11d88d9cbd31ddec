//! What doc-comment annotations (`<div rustbindgen ...>`) change in the
//! generated code: field privacy, field accessors, extra derives,
//! `#[must_use]`, and free constants for annotated enumerators. (Hiding,
//! opaqueness, replacement and the `no*` derive switches are decided by the
//! analyses.)

use super::ty::Use;
use super::{ident, Cx};
use crate::analysis::{PlannedField, RecordPlan};
use crate::ir::{AccessorKind, Annotations, FieldKind, Record, RecordKind, TypeId, TypeKind};
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
            match annotation_attr(attr) {
                Some(ts) => out.extend(ts),
                None => self.error(
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
        // `--respect-cxx-access-specs`: a unit holding a member that is not
        // public is private (as upstream), unless an annotation says public.
        let hidden_member = |k: usize| {
            self.opts.respect_cxx_access_specs
                && self.field_private_by_annotation(id, k).is_none()
                && match &self.ir.ty(id).kind {
                    crate::ir::TypeKind::Record(r) => r
                        .fields
                        .get(k)
                        .is_some_and(|f| f.access != crate::ir::Access::Public),
                    _ => false,
                }
        };
        let private_member = members
            .iter()
            .any(|&k| self.field_private_by_annotation(id, k) == Some(true) || hidden_member(k));
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
        if !wrapper && misaligned_in_packed(cx, plan, f.ty) {
            crate::error::warn(&format!(
                "no accessors for `{type_name}::{field}`: a reference to this member of a \
                 packed record would be unaligned"
            ));
            continue;
        }
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
        // Reading a member of a native union is unsafe (which member holds
        // the value is the caller's knowledge): its accessors are `unsafe fn`
        // whatever the annotation says (upstream's `fn` does not compile).
        let native_union_member = r.kind == RecordKind::Union && !wrapper;
        let unsafety =
            (kind == AccessorKind::Unsafe || native_union_member).then(|| quote!(unsafe));
        methods.push(quote! {
            #[inline]
            pub #unsafety fn #getter(&self) -> &#fty { &self.#field }
        });
        if kind != AccessorKind::Immutable {
            methods.push(quote! {
                #[inline]
                pub #unsafety fn #getter_mut(&mut self) -> &mut #fty { &mut self.#field }
            });
        }
    }
    if methods.is_empty() {
        return None;
    }
    let name = ident(type_name);
    Some(quote!(impl #name { #(#methods)* }))
}

/// The attribute an `attribute="..."` annotation asks for: text that is
/// already an attribute (`#[allow(dead_code)]`, as upstream pastes a type's
/// bare) is used as written; anything else (`must_use`, as upstream wraps a
/// field's) goes inside `#[...]`. `None` when the text is no Rust tokens.
pub(crate) fn annotation_attr(text: &str) -> Option<TokenStream> {
    let ts = text.parse::<TokenStream>().ok()?;
    let written = matches!(ts.clone().into_iter().next(),
        Some(proc_macro2::TokenTree::Punct(p)) if p.as_char() == '#');
    Some(if written { ts } else { quote!(#[#ts]) })
}

/// Whether a member of type `ty` sits in a packed record (`plan`) with less
/// alignment than its type needs: a reference to it would be unaligned
/// (E0793), so it gets no reference accessors (upstream's do not compile).
/// A member whose Rust layout is unknown counts as misaligned.
fn misaligned_in_packed(cx: &Cx<'_>, plan: &RecordPlan, ty: TypeId) -> bool {
    let Some(packing) = plan.packed else {
        return false;
    };
    crate::analysis::rust_layout(cx.ir, &cx.an.replaced, ty).map_or(true, |l| l.align > packing)
}
