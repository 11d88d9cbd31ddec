//! rustc rejects a `repr(packed)` type that contains (transitively, by value) a
//! `repr(align)` type (E0588). Such packed records become opaque blobs of the
//! right size and alignment instead; that can make their own packed
//! containers opaque too, so this runs to a fixpoint.

use super::RecordPlan;
use crate::ir::{Ir, TypeId, TypeKind};
use std::collections::HashMap;

/// Which unions are emitted as structs of `__BindgenUnionField`s, whose
/// storage field is an aligned opaque-array helper when the union is
/// 8-aligned or more (known once derives are computed).
pub(crate) type WrapperUnions<'a> = &'a dyn Fn(TypeId) -> bool;

/// Whether the emitted form of `id` carries `#[repr(align)]` somewhere inside (by value).
fn carries_align(
    ir: &Ir,
    plans: &HashMap<TypeId, RecordPlan>,
    wrappers: WrapperUnions<'_>,
    id: TypeId,
    depth: u32,
) -> bool {
    if depth > 64 {
        return true;
    }
    let carries = |t: TypeId| carries_align(ir, plans, wrappers, t, depth + 1);
    match &ir.ty(id).kind {
        TypeKind::Alias { target, .. } => carries(*target),
        TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => carries(*elem),
        TypeKind::Record(r) => match plans.get(&id) {
            // Opaque blobs are always emitted with `#[repr(align(N))]`, and
            // 8-byte padding words are the `repr(align(8))` opaque-array helper.
            Some(p) if p.opaque || p.align.is_some() => true,
            Some(p)
                if p.fields.iter().any(
                    |f| matches!(f, super::PlannedField::Padding { elem, .. } if *elem >= 8),
                ) =>
            {
                true
            }
            // The wrapper form's storage: `__BindgenOpaqueArray8/16`.
            Some(p) if wrappers(id) && p.layout.align >= 8 && p.layout.size % 8 == 0 => true,
            Some(_) => r.fields.iter().any(|f| carries(f.ty)),
            None => false,
        },
        _ => false,
    }
}

/// Turns packed plans that contain over-aligned types into opaque blobs;
/// says whether any plan changed.
pub(crate) fn forbid_align_in_packed(
    ir: &Ir,
    plans: &mut HashMap<TypeId, RecordPlan>,
    names: &[Option<String>],
    wrappers: WrapperUnions<'_>,
) -> bool {
    let mut any = false;
    loop {
        let mut changed = Vec::new();
        let mut ids: Vec<TypeId> = plans.keys().copied().collect();
        ids.sort();
        for id in ids {
            let p = &plans[&id];
            if p.opaque || p.packed.is_none() {
                continue;
            }
            let TypeKind::Record(r) = &ir.ty(id).kind else {
                continue;
            };
            if r.fields
                .iter()
                .any(|f| carries_align(ir, plans, wrappers, f.ty, 0))
            {
                changed.push(id);
            }
        }
        if changed.is_empty() {
            return any;
        }
        any = true;
        for id in changed {
            let name = names[id.0].as_deref().unwrap_or("");
            crate::error::warn(&format!(
                "{name}: packed struct contains an over-aligned type, which Rust cannot express; emitted as an opaque blob"
            ));
            if let Some(p) = plans.get_mut(&id) {
                p.opaque = true;
                p.fields.clear();
                p.packed = None;
                p.align = None;
            }
        }
    }
}
