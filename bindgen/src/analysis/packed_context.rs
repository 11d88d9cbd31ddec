//! Records and typedefs held by value, at any depth, inside a packed record.
//!
//! Upstream spells blobs aligned to 8 or more as `__BindgenOpaqueArray8<[u8;
//! N]>`, a `#[repr(align(8))]` wrapper; rustc rejects a packed type that
//! holds one through fields of structs and unions (`E0588`). Codegen keeps
//! integer words (`[u64; 3usize]`) for the blobs of the types found here, and
//! upstream's spelling everywhere else.

use super::RecordPlan;
use crate::ir::{Ir, TypeId, TypeKind};
use std::collections::{HashMap, HashSet};

/// The packed records that are emitted with their fields, and every record,
/// template and typedef they reach by value through fields, bases and
/// typedefs (rustc does not look into arrays for `E0588`).
pub(crate) fn packed_context(
    ir: &Ir,
    plans: &HashMap<TypeId, RecordPlan>,
    replaced: &HashMap<TypeId, TypeId>,
) -> HashSet<TypeId> {
    let mut seen = HashSet::new();
    let mut ids: Vec<TypeId> = plans
        .iter()
        .filter(|(_, p)| p.packed.is_some() && !p.opaque)
        .map(|(id, _)| *id)
        .collect();
    ids.sort();
    let mut work = ids;
    while let Some(id) = work.pop() {
        if let Some(&by) = replaced.get(&id) {
            // (Emitted as the definition that replaces it.)
            if seen.insert(id) {
                work.push(by);
            }
            continue;
        }
        if !seen.insert(id) {
            continue;
        }
        match &ir.ty(id).kind {
            TypeKind::Alias { target, .. } => work.push(*target),
            TypeKind::Instantiation(inst) => work.push(inst.template),
            TypeKind::Record(r) => {
                if plans.get(&id).is_some_and(|p| p.opaque) {
                    continue;
                }
                work.extend(r.fields.iter().map(|f| f.ty));
                if let Some(cxx) = &r.cxx {
                    work.extend(cxx.bases.iter().map(|b| b.ty));
                }
            }
            _ => {}
        }
    }
    seen
}
