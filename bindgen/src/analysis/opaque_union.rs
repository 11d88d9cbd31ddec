//! Whether a union `--opaque-type` names is emitted with the `union`
//! keyword: only when every member could be copied. Upstream writes a
//! struct around the blob (still deriving `Copy`, `Clone` as the union
//! would) for a union holding a member that is not `Copy` (a `--no-copy`
//! record, a member `hide` hides together with its own type); a
//! blocklisted member type does not count, nor a record whose own `nocopy`
//! annotation is why (upstream 0.73.2, seed 6103 case 13).

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
    opts: &crate::options::BindgenOptions,
    list_names: &[Option<String>],
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
                && hide_reaches_type(ir, *id, index, f.ty)
                // (An anonymous member's comment annotates its type.)
                || f.name.is_none() && ir.annotations.type_says(f.ty, |a| a.hide);
            hidden
                || !member_copy(ir, derives, blocklisted, f.ty, &|t| {
                    list_names
                        .get(t.0)
                        .and_then(|n| n.as_deref())
                        .is_some_and(|n| opts.no_copy_types.matches(n))
                })
        });
        if uncopyable {
            plan.opaque_union = false;
        }
    }
}

/// Whether a member of type `ty` is `Copy` as upstream's union keyword
/// sees it: through typedefs and arrays, a record's own derive
/// decides, unless the record is annotated `nocopy` and `--no-copy`
/// (`listed`) does not name it.
fn member_copy(
    ir: &Ir,
    derives: &Derives,
    blocklisted: &HashSet<TypeId>,
    ty: TypeId,
    listed: &dyn Fn(TypeId) -> bool,
) -> bool {
    let mut t = ty;
    for _ in 0..64 {
        if blocklisted.contains(&t) {
            return true;
        }
        match &ir.ty(t).kind {
            TypeKind::Alias { target, .. } => t = *target,
            TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => t = *elem,
            TypeKind::Record(_) => {
                return derives.get(t).copy
                    || ir.annotations.type_says(t, |a| a.no_copy) && !listed(t)
            }
            _ => return true,
        }
    }
    true
}
