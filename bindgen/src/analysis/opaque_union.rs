//! Whether a union `--opaque-type` names is emitted with the `union`
//! keyword: only when every member could be copied. Upstream writes a
//! struct around the blob (still deriving `Copy`, `Clone` as the union
//! would) for a union holding a member that is not `Copy` by its lists (a
//! record `--no-copy` names, directly or through typedefs, or one holding
//! such a record) or a member `hide` hides together with its own type. A
//! blocklisted member type does not count, nor an array of such records,
//! nor the `nocopy` annotation (upstream 0.73.2, seed 6103 case 13).

use super::derive_facts::hide_reaches_type;
use super::RecordPlan;
use crate::ir::{Ir, TypeId, TypeKind};
use crate::options::BindgenOptions;
use std::collections::{HashMap, HashSet};

/// Turns the `union` keyword off for opaque unions holding a member that
/// is not `Copy` (the plans' `opaque_union`; what they derive is
/// unchanged).
pub(crate) fn settle(
    ir: &Ir,
    opts: &BindgenOptions,
    list_names: &[Option<String>],
    blocklisted: &HashSet<TypeId>,
    plans: &mut HashMap<TypeId, RecordPlan>,
) {
    let listed = Listed {
        ir,
        opts,
        list_names,
        blocklisted,
    };
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
            hidden || listed.no_copy(f.ty, 0)
        });
        if uncopyable {
            plan.opaque_union = false;
        }
    }
}

/// What `--no-copy` reaches, as upstream's union keyword sees it.
struct Listed<'a> {
    ir: &'a Ir,
    opts: &'a BindgenOptions,
    list_names: &'a [Option<String>],
    blocklisted: &'a HashSet<TypeId>,
}

impl Listed<'_> {
    /// Whether a member of type `ty` is not `Copy` by `--no-copy`: through
    /// typedefs (not arrays), a record the list names or one with such a
    /// member.
    fn no_copy(&self, ty: TypeId, depth: u32) -> bool {
        if depth > 32 {
            return false;
        }
        let mut t = ty;
        for _ in 0..64 {
            if self.blocklisted.contains(&t) {
                return false;
            }
            match &self.ir.ty(t).kind {
                TypeKind::Alias { target, .. } => t = *target,
                TypeKind::Record(r) => {
                    let name = self.list_names.get(t.0).and_then(|n| n.as_deref());
                    return name.is_some_and(|n| self.opts.no_copy_types.matches(n))
                        || r.fields.iter().any(|f| self.no_copy(f.ty, depth + 1));
                }
                _ => return false,
            }
        }
        false
    }
}
