//! Accessor methods (`get_x`, `get_x_mut`) for the fields whose annotations
//! (or their record's) ask for them: `<div rustbindgen accessor>`.

use super::cx::{Cx, Needs};
use super::lits::ident;
use super::shapes::flexible_array_member;
use super::ty::Use;
use crate::analysis::{PlannedField, RecordPlan};
use crate::ir::{AccessorKind, FieldKind, Record, RecordKind, TypeId, TypeKind};
use proc_macro2::TokenStream;
use quote::quote;

/// `impl Record { get_x / get_x_mut }` for the fields whose annotations (or
/// their record's) ask for accessors.
pub(super) fn field_accessors(
    cx: &Cx<'_>,
    needs: &mut Needs,
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
    let wrapper = super::shapes::is_wrapper_union(cx, id);
    let mut methods = Vec::new();
    // Anonymous members are numbered as `fields::data_field` numbers them
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
            crate::logging::warn(&format!(
                "no accessors for `{type_name}::{field}`: a reference to this member of a \
                 packed record would be unaligned"
            ));
            continue;
        }
        let getter = ident(&format!("get_{field}"));
        let getter_mut = ident(&format!("get_{field}_mut"));
        let fty = if wrapper {
            let flex = matches!(cx.ir.ty(f.ty).kind, TypeKind::IncompleteArray { .. });
            let inner = cx.ty_in(needs, f.ty, if flex { Use::Other } else { Use::Field });
            let root = cx.root_prefix();
            quote!(#root __BindgenUnionField<#inner>)
        } else {
            cx.ty_in(needs, f.ty, Use::Field)
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
    // Under `--flexarray-dst` they belong to the sized form, as upstream
    // writes them (and the bitfield accessors).
    let self_ty = match flexible_array_member(cx, needs, r, plan) {
        Some((_, elem)) => quote!(#name<[#elem; 0]>),
        None => quote!(#name),
    };
    Some(quote!(impl #self_ty { #(#methods)* }))
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
