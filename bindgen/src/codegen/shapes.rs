//! Shape queries several item generators share: which style a union takes
//! (native, `ManuallyDrop` fields or a struct of `__BindgenUnionField`s),
//! a struct's flexible array member, and typedefs emitted as newtypes.

use super::cx::{Cx, Needs};
use crate::analysis::{DeriveSet, RecordPlan};
use crate::ir::{Record, RecordKind, TypeId, TypeKind};
use crate::options::AliasVariation;
use proc_macro2::TokenStream;

/// Whether a union holding a member that is not `Copy` is a native union
/// of `ManuallyDrop` fields (`--manually-drop-union`, or the default style
/// `manually_drop` unless `--bindgen-wrapper-union` names it) instead of a
/// struct of `__BindgenUnionField`s.
pub(super) fn manually_drop_union(
    cx: &Cx<'_>,
    id: TypeId,
    r: &Record,
    plan: &RecordPlan,
    set: &DeriveSet,
) -> bool {
    let o = cx.opts;
    // Under `--no-derive-copy` no union is `Copy`, whatever its members
    // (but one of bitfields only: it has no member to copy, as upstream).
    let copy_members =
        o.derive_copy && (set.copy || cx.an.derives.copy_but_for_itself(id)) || only_bitfields(r);
    if r.kind != RecordKind::Union || !o.untagged_union || copy_members || plan.fields.is_empty() {
        return false;
    }
    o.manually_drop_style(cx.an.match_name(id))
}

/// Whether record `id` is a `ManuallyDrop` union (see [`manually_drop_union`]).
pub(super) fn is_manually_drop_union(cx: &Cx<'_>, id: TypeId) -> bool {
    match (&cx.ir.ty(id).kind, cx.an.plans.get(&id)) {
        (TypeKind::Record(r), Some(plan)) if !plan.opaque => {
            manually_drop_union(cx, id, r, plan, &cx.an.derives.get(id))
        }
        _ => false,
    }
}

/// Whether record `id` is a union emitted as a struct of `__BindgenUnionField`s.
pub(super) fn is_wrapper_union(cx: &Cx<'_>, id: TypeId) -> bool {
    match (&cx.ir.ty(id).kind, cx.an.plans.get(&id)) {
        (TypeKind::Record(r), Some(plan)) if !plan.opaque => {
            wrapper_union(cx, id, r, plan, &cx.an.derives.get(id))
        }
        _ => false,
    }
}

/// Whether a union is emitted as a struct of `__BindgenUnionField`s.
pub(super) fn wrapper_union(
    cx: &Cx<'_>,
    id: TypeId,
    r: &Record,
    plan: &RecordPlan,
    set: &DeriveSet,
) -> bool {
    // A native union needs `Copy` members (e.g. no flexible-array structs)
    // and at least one field (an empty GNU C union is a zero-sized struct).
    // A C++ union with a destructor has such members; only it is not `Copy`.
    // A union of bitfields only is native also under `--no-derive-copy`:
    // upstream asks whether each data member could be copied, and it has
    // none (its storage units always can).
    let copy_members = set.copy || cx.an.derives.copy_but_for_itself(id);
    let bits_only = only_bitfields(r);
    r.kind == RecordKind::Union
        && !manually_drop_union(cx, id, r, plan, set)
        && (!cx.opts.untagged_union
            || !cx.opts.derive_copy && !bits_only
            || !copy_members && !bits_only
            || plan.fields.is_empty())
}

/// Whether every member of `r` is a bitfield (and it has one).
fn only_bitfields(r: &Record) -> bool {
    !r.fields.is_empty()
        && r.fields
            .iter()
            .all(|f| matches!(f.kind, crate::ir::FieldKind::Bitfield { .. }))
}

/// With `--flexarray-dst`, the flexible array member of a struct (its last
/// member, `T x[]`): its index and the element's Rust type.
pub(super) fn flexible_array_member(
    cx: &Cx<'_>,
    needs: &mut Needs,
    r: &Record,
    plan: &RecordPlan,
) -> Option<(usize, TokenStream)> {
    let index = crate::analysis::flexible_array_index(cx.ir, cx.opts.flexarray_dst, r, plan)?;
    match cx.ir.ty(r.fields[index].ty).kind {
        TypeKind::IncompleteArray { elem } => Some((index, cx.ty(needs, elem))),
        _ => None,
    }
}

pub(super) fn alias_style(cx: &Cx<'_>, name: &str) -> AliasVariation {
    crate::analysis::alias_style(cx.opts, name)
}

/// Whether `id` is a typedef emitted as a newtype struct (`--new-type-alias`,
/// `--new-type-alias-deref`): its constants are written `Foo(1)`.
pub(crate) fn is_newtype_alias(cx: &Cx<'_>, id: TypeId) -> bool {
    let TypeKind::Alias {
        name,
        target,
        transparent: false,
        ..
    } = &cx.ir.ty(id).kind
    else {
        return false;
    };
    let target_res = cx.ir.resolve_transparent(*target);
    !matches!(
        cx.ir.ty(target_res).kind,
        TypeKind::Record(_) | TypeKind::Enum(_)
    ) && alias_style(cx, name) != AliasVariation::TypeAlias
}
