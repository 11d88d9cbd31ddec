//! Hand-written trait impls: `--impl-debug` and `--impl-partialeq` for records
//! that cannot derive them (they contain unions), and the zero-filling
//! `Default` of records, unions and class templates that cannot derive it.
//! Union members print as `union` / are skipped in comparisons, since which
//! member is live is unknown.

use super::cx::{Cx, Needs};
use super::lits::ident;
use super::model::{Item, ZeroDefault};
use crate::analysis::{DeriveSet, PlannedField, RecordPlan};
use crate::ir::{FieldKind, Record, RecordKind, TypeId, TypeKind};
use proc_macro2::TokenStream;
use quote::quote;

/// Whether `Default` needs the zero-filling impl. `--no-default` is
/// matched against the name the lists see for type `id` (the C++ path,
/// `ns::Class_Inner`), or `name` without one.
pub(crate) fn needs_manual_default(
    cx: &Cx<'_>,
    set: &DeriveSet,
    name: &str,
    id: Option<TypeId>,
    has_big_padding: bool,
) -> bool {
    let matched = id.and_then(|id| {
        cx.an
            .match_names
            .as_deref()
            .and_then(|m| m.get(id.0).cloned().flatten())
    });
    let listed = cx.opts.no_default_types.matches(&cx.list_name_of(name))
        || matched.is_some_and(|m| cx.opts.no_default_types.matches(&m));
    cx.opts.derive_default
        && !listed
        && !cx.annotations_named(name).is_some_and(|a| a.no_default)
        && (set.manual_default || !set.default || has_big_padding)
}

/// `impl Default` that zero-fills (for unions, pointers, enums, big arrays).
pub(crate) fn zeroed_default(cx: &Cx<'_>, name: &impl quote::ToTokens) -> Item {
    Item::ZeroDefault(ZeroDefault {
        std: cx.std_text(),
        ty: name.to_token_stream(),
    })
}

/// Whether a member's type is (or contains, by value) a native union.
fn is_union_like(cx: &Cx<'_>, ty: TypeId) -> bool {
    let id = cx.ir.resolve_aliases(ty);
    match &cx.ir.ty(id).kind {
        TypeKind::Record(r) => r.kind == RecordKind::Union || cx.an.derives.get(id).has_union,
        TypeKind::Array { elem, .. } => is_union_like(cx, *elem),
        _ => false,
    }
}

/// How `--impl-debug` prints a member of a packed record that the packing
/// may leave under-aligned, where no reference to it may be made (`E0793`):
/// by a copy (`{ self.m }`), when it is an empty flexible array by the text
/// its `Debug` writes, else as `..`.
enum Unaligned {
    Copied,
    FlexText,
    /// Neither: printed as `..`.
    Opaque,
}

fn unaligned(cx: &Cx<'_>, plan: &RecordPlan, ty: TypeId) -> Option<Unaligned> {
    let pack = plan.packed?;
    let align = crate::analysis::rust_layout(cx.ir, &cx.an.replaced, ty).map_or(1, |l| l.align);
    if align <= pack {
        return None;
    }
    if matches!(cx.ir.ty(ty).kind, TypeKind::IncompleteArray { .. }) {
        Some(Unaligned::FlexText)
    } else if is_copy(cx, ty, 0) {
        Some(Unaligned::Copied)
    } else {
        Some(Unaligned::Opaque)
    }
}

/// Whether the emitted type of a member is `Copy`.
fn is_copy(cx: &Cx<'_>, ty: TypeId, depth: u32) -> bool {
    let id = cx.ir.resolve_aliases(ty);
    match &cx.ir.ty(id).kind {
        _ if crate::fixpoint::too_deep("`codegen::impls::is_copy`", depth) => false,
        TypeKind::Record(_) => cx.an.derives.get(id).copy,
        TypeKind::Array { elem, len } => *len > 0 && is_copy(cx, *elem, depth + 1),
        TypeKind::IncompleteArray { .. } => false,
        _ => true,
    }
}

/// Named members usable in hand-written impls: (field ident, is union-like,
/// is a bitfield).
fn members(
    cx: &Cx<'_>,
    record_name: &str,
    r: &Record,
    plan: &RecordPlan,
) -> Vec<(proc_macro2::Ident, bool, bool)> {
    let mut out = Vec::new();
    for pf in &plan.fields {
        match pf {
            PlannedField::Data { index } => {
                let f = &r.fields[*index];
                if let Some(n) = &f.name {
                    out.push((
                        cx.field_ident(record_name, n, f.ty),
                        is_union_like(cx, f.ty),
                        false,
                    ));
                }
            }
            PlannedField::BitfieldUnit { members, .. } => {
                for &k in members {
                    let f = &r.fields[k];
                    if let (Some(n), FieldKind::Bitfield { .. }) = (&f.name, &f.kind) {
                        out.push((ident(n), false, true));
                    }
                }
            }
            PlannedField::Padding { .. }
            | PlannedField::AlignMarker { .. }
            | PlannedField::VtablePtr
            | PlannedField::Base { .. }
            | PlannedField::Address => {}
        }
    }
    out
}

/// Whether the record `name` is kept without `Debug` by `--no-debug` or a
/// `nodebug` annotation (it then gets no `--impl-debug` impl either).
fn no_debug(cx: &Cx<'_>, name: &str) -> bool {
    cx.opts.no_debug_types.matches(&cx.list_name_of(name))
        || cx.annotations_named(name).is_some_and(|a| a.no_debug)
}

/// Whether a member's type is (or holds in an array) a record that
/// [`no_debug`] keeps without `Debug`.
fn lacks_debug_by_list(cx: &Cx<'_>, ty: TypeId, depth: u32) -> bool {
    let id = cx.ir.resolve_aliases(ty);
    match &cx.ir.ty(id).kind {
        _ if crate::fixpoint::too_deep("`codegen::impls::lacks_debug_by_list`", depth) => false,
        TypeKind::Record(_) => no_debug(cx, cx.an.name(id)),
        TypeKind::Array { elem, .. } => lacks_debug_by_list(cx, *elem, depth + 1),
        _ => false,
    }
}

/// `impl Debug` for a record that cannot derive it, when `--impl-debug` is on.
pub(crate) fn debug_impl(
    cx: &Cx<'_>,
    needs: &mut Needs,
    id: TypeId,
    name: &proc_macro2::Ident,
    r: &Record,
    plan: &RecordPlan,
    set: &DeriveSet,
) -> Option<TokenStream> {
    if !cx.opts.impl_debug || !cx.opts.derive_debug || set.debug || no_debug(cx, &name.to_string())
    {
        return None;
    }
    let std = cx.std();
    if r.kind == RecordKind::Union {
        let text = format!("{name} {{{{ union }}}}");
        return Some(quote! {
            impl #std::fmt::Debug for #name {
                fn fmt(&self, f: &mut #std::fmt::Formatter<'_>) -> #std::fmt::Result {
                    write!(f, #text)
                }
            }
        });
    }
    let ms = members(cx, &name.to_string(), r, plan);
    // Members of a type upstream does not emit or knows nothing of
    // (blocklisted, hidden) are left out, as upstream leaves them: their
    // type need not implement `Debug`.
    let left_out: std::collections::HashSet<String> = r
        .fields
        .iter()
        .enumerate()
        .filter(|(index, _)| {
            crate::analysis::debug_members::left_out(cx.ir, cx.opts, cx.an, id, *index)
        })
        .filter_map(|(_, f)| {
            let n = f.name.as_ref()?;
            Some(cx.field_ident(&name.to_string(), n, f.ty).to_string())
        })
        .collect();
    // Members of a type `--no-debug` or `nodebug` keeps without `Debug`
    // print as `..` (upstream formats them with `{:?}`, which does not build).
    let undebuggable: std::collections::HashSet<String> = r
        .fields
        .iter()
        .filter(|f| lacks_debug_by_list(cx, f.ty, 0))
        .filter_map(|f| {
            let n = f.name.as_ref()?;
            Some(cx.field_ident(&name.to_string(), n, f.ty).to_string())
        })
        .collect();
    // Under-aligned members of a packed record, by field name.
    let packed_members: std::collections::HashMap<String, Unaligned> = r
        .fields
        .iter()
        .filter_map(|f| {
            let n = f.name.as_ref()?;
            let how = unaligned(cx, plan, f.ty)?;
            Some((cx.field_ident(&name.to_string(), n, f.ty).to_string(), how))
        })
        .collect();
    let mut format = format!("{name} {{{{ ");
    let mut args = Vec::new();
    let shown = ms
        .iter()
        .filter(|(m, _, _)| !left_out.contains(&m.to_string()));
    for (i, (m, union_like, bitfield)) in shown.enumerate() {
        if i > 0 {
            format.push_str(", ");
        }
        if *union_like {
            format.push_str(&format!("{m}: union"));
        } else if undebuggable.contains(&m.to_string()) {
            format.push_str(&format!("{m}: .."));
        } else if *bitfield {
            format.push_str(&format!("{m}: {{:?}}"));
            args.push(quote!(self.#m()));
        } else {
            match packed_members.get(&m.to_string()) {
                Some(Unaligned::FlexText) => {
                    format.push_str(&format!("{m}: __IncompleteArrayField"));
                }
                Some(Unaligned::Opaque) => format.push_str(&format!("{m}: ..")),
                Some(Unaligned::Copied) => {
                    format.push_str(&format!("{m}: {{:?}}"));
                    args.push(quote!({ self.#m }));
                }
                None => {
                    format.push_str(&format!("{m}: {{:?}}"));
                    args.push(quote!(self.#m));
                }
            }
        }
    }
    format.push_str(" }}");
    // Under `--flexarray-dst` the impl is for the sized form, as upstream's.
    let target = match super::shapes::flexible_array_member(cx, needs, r, plan) {
        Some((_, elem)) => quote!(#name<[#elem; 0]>),
        None => quote!(#name),
    };
    Some(quote! {
        impl #std::fmt::Debug for #target {
            fn fmt(&self, f: &mut #std::fmt::Formatter<'_>) -> #std::fmt::Result {
                write!(f, #format, #(#args),*)
            }
        }
    })
}

/// `impl Debug` for an opaque union the user asked for (which derives no
/// `Debug`), when `--impl-debug` is on: it prints `Name { opaque }`, as
/// upstream's.
pub(crate) fn opaque_debug_impl(cx: &Cx<'_>, name: &proc_macro2::Ident) -> Option<TokenStream> {
    if !cx.opts.impl_debug || !cx.opts.derive_debug || no_debug(cx, &name.to_string()) {
        return None;
    }
    let std = cx.std();
    let text = format!("{name} {{{{ opaque }}}}");
    Some(quote! {
        impl #std::fmt::Debug for #name {
            fn fmt(&self, f: &mut #std::fmt::Formatter<'_>) -> #std::fmt::Result {
                write!(f, #text)
            }
        }
    })
}

/// `impl Debug` for a newtype alias (`--new-type-alias`) of a record whose
/// own `Debug` is written by `--impl-debug`: the newtype cannot derive it
/// (its record derives none) and prints as a tuple, as upstream's.
pub(crate) fn newtype_debug_impl(
    cx: &Cx<'_>,
    name: &str,
    set: &DeriveSet,
    target: TypeId,
) -> Option<TokenStream> {
    let TypeKind::Record(_) = &cx.ir.ty(target).kind else {
        return None;
    };
    let target_name = cx.an.name(target);
    let record_has_impl = cx.an.plans.contains_key(&target)
        && !cx.an.derives.get(target).debug
        && !no_debug(cx, target_name);
    if !cx.opts.impl_debug
        || !cx.opts.derive_debug
        || set.debug
        || no_debug(cx, name)
        || !record_has_impl
    {
        return None;
    }
    let std = cx.std();
    let rust_name = ident(name);
    Some(quote! {
        impl #std::fmt::Debug for #rust_name {
            fn fmt(&self, f: &mut #std::fmt::Formatter<'_>) -> #std::fmt::Result {
                f.debug_tuple(stringify!(#rust_name)).field(&self.0).finish()
            }
        }
    })
}

/// `impl PartialEq` for a struct that cannot derive it, when `--impl-partialeq` is on.
pub(crate) fn partialeq_impl(
    cx: &Cx<'_>,
    name: &proc_macro2::Ident,
    r: &Record,
    plan: &RecordPlan,
    set: &DeriveSet,
) -> Option<TokenStream> {
    if !cx.opts.impl_partialeq
        || !cx.opts.derive_partialeq
        || set.partialeq
        || r.kind == RecordKind::Union
    {
        return None;
    }
    // A union member (here or in a member record) has no meaningful
    // equality: upstream writes no `PartialEq` then, and neither do we.
    if set.has_flex
        || set.has_union
        || set.cannot_compare
        || cx
            .opts
            .no_partialeq_types
            .matches(&cx.list_name_of(&name.to_string()))
    {
        return None;
    }
    let std = cx.std();
    let checks: Vec<TokenStream> = members(cx, &name.to_string(), r, plan)
        .into_iter()
        .filter(|(_, union_like, _)| !union_like)
        .map(|(m, _, bitfield)| {
            if bitfield {
                quote!(self.#m() == other.#m())
            } else {
                quote!(self.#m == other.#m)
            }
        })
        .collect();
    let body = if checks.is_empty() {
        quote!(true)
    } else {
        quote!(#(#checks)&&*)
    };
    Some(quote! {
        impl #std::cmp::PartialEq for #name {
            fn eq(&self, other: &#name) -> bool {
                #body
            }
        }
    })
}

/// `impl<T..> Debug` for a class template's generic struct that cannot
/// derive it (it holds a union), when `--impl-debug` is on, as upstream
/// writes it: a member of a parameter's type prints `Non-debuggable
/// generic`, an array of one `Array with length N`, since nothing bounds
/// the parameters. A member whose type holds a parameter otherwise
/// (`Box<T>`) prints `Non-debuggable generic` too: upstream formats it
/// with `{:?}`, which needs `T: Debug` and does not build.
pub(crate) fn generic_debug_impl(
    cx: &Cx<'_>,
    name: &proc_macro2::Ident,
    r: &Record,
    set: &DeriveSet,
    params: &[proc_macro2::Ident],
) -> Option<TokenStream> {
    if !cx.opts.impl_debug || !cx.opts.derive_debug || set.debug || no_debug(cx, &name.to_string())
    {
        return None;
    }
    let std = cx.std();
    let mut parts = Vec::new();
    let mut args = Vec::new();
    for f in &r.fields {
        let Some(n) = &f.name else { continue };
        let m = cx.field_ident(&name.to_string(), n, f.ty);
        let ty = cx.ir.resolve_aliases(f.ty);
        let text = match &cx.ir.ty(ty).kind {
            TypeKind::TypeParam { .. } => "Non-debuggable generic".to_string(),
            TypeKind::Array { elem, len }
                if matches!(
                    cx.ir.ty(cx.ir.resolve_aliases(*elem)).kind,
                    TypeKind::TypeParam { .. }
                ) =>
            {
                format!("Array with length {len}")
            }
            _ if holds_param(cx, ty, 0) => "Non-debuggable generic".to_string(),
            _ if is_union_like(cx, ty) => "union".to_string(),
            _ if lacks_debug_by_list(cx, ty, 0) => "..".to_string(),
            _ => {
                args.push(quote!(self.#m));
                "{:?}".to_string()
            }
        };
        parts.push(format!("{m}: {text}"));
    }
    let format = if parts.is_empty() {
        format!("{name} {{{{  }}}}")
    } else {
        format!("{name} {{{{ {} }}}}", parts.join(", "))
    };
    let generics = if params.is_empty() {
        quote!()
    } else {
        quote!(<#(#params),*>)
    };
    let write = if args.is_empty() {
        quote!(write!(f, #format))
    } else {
        quote!(write!(f, #format, #(#args),*))
    };
    Some(quote! {
        impl #generics #std::fmt::Debug for #name #generics {
            fn fmt(&self, f: &mut #std::fmt::Formatter<'_>) -> #std::fmt::Result {
                #write
            }
        }
    })
}

/// Whether type `ty` holds a template parameter by value (a pointer's
/// `Debug` needs nothing of what it points to).
fn holds_param(cx: &Cx<'_>, ty: crate::ir::TypeId, depth: u32) -> bool {
    if crate::fixpoint::too_deep("`codegen::impls::holds_param`", depth) {
        return false;
    }
    let id = cx.ir.resolve_aliases(ty);
    match &cx.ir.ty(id).kind {
        TypeKind::TypeParam { .. } => true,
        TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => {
            holds_param(cx, *elem, depth + 1)
        }
        TypeKind::Instantiation(inst) => inst
            .args
            .iter()
            .flatten()
            .any(|a| holds_param(cx, *a, depth + 1)),
        TypeKind::Record(r) => r.generic.is_some(),
        _ => false,
    }
}
