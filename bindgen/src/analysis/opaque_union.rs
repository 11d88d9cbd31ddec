//! Whether a union `--opaque-type` names is emitted with the `union`
//! keyword: only when every member could be copied. Upstream writes a
//! struct around the blob (still deriving `Copy`, `Clone` as the union
//! would) for a union holding a member that is not `Copy` (a `--no-copy`
//! or `nocopy` record, a member `hide` hides together with its own type);
//! a blocklisted member type does not count.

use super::derive::Derives;
use super::derive_facts::hide_reaches_type;
use super::RecordPlan;
use crate::ir::{Ir, TypeId, TypeKind};
use std::collections::{HashMap, HashSet};

/// Turns the `union` keyword off for opaque unions holding a member that
/// is not `Copy` (the plans' `opaque_union`; what they derive is
/// unchanged).
pub(crate) fn settle(
    ir: &Ir,
    derives: &Derives,
    blocklisted: &HashSet<TypeId>,
    plans: &mut HashMap<TypeId, RecordPlan>,
) {
    for (id, plan) in plans.iter_mut() {
        if !plan.opaque_union {
            continue;
        }
        let TypeKind::Record(r) = &ir.ty(*id).kind else {
            continue;
        };
        let uncopyable = r.fields.iter().enumerate().any(|(index, f)| {
            let hidden = ir
                .annotations
                .fields
                .get(&(*id, index))
                .is_some_and(|a| a.hide)
                && hide_reaches_type(ir, *id, f.ty)
                // (An anonymous member's comment annotates its type.)
                || f.name.is_none() && ir.annotations.type_says(f.ty, |a| a.hide);
            hidden || !member_copy(ir, derives, blocklisted, f.ty)
        });
        if uncopyable {
            plan.opaque_union = false;
        }
    }
}

/// Whether a member of type `ty` is `Copy`: through typedefs and arrays,
/// a record's own derive decides.
fn member_copy(ir: &Ir, derives: &Derives, blocklisted: &HashSet<TypeId>, ty: TypeId) -> bool {
    let mut t = ty;
    for _ in 0..64 {
        if blocklisted.contains(&t) {
            return true;
        }
        match &ir.ty(t).kind {
            TypeKind::Alias { target, .. } => t = *target,
            TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => t = *elem,
            TypeKind::Record(_) => return derives.get(t).copy,
            _ => return true,
        }
    }
    true
}
