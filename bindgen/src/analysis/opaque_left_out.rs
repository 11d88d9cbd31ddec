//! Types `--no-recursive-allowlist` leaves out that the user made opaque
//! (`--opaque-type`, the `opaque` annotation).
//!
//! A type the allowlist does not bring in is the user's to define, so
//! nothing is derived through it, as through a blocklisted type. Upstream
//! makes one exception, which we follow: a left-out type the user made
//! opaque stands for a blob of its layout, and a blob derives what its
//! bytes allow (seed 7519 case 211). So a record holding a left-out
//! opaque record, union, enum or typedef derives as if that blob were
//! emitted. (A typedef that is not opaque itself, of an opaque record,
//! stays the user's: upstream derives nothing through it either.)

use std::collections::{HashMap, HashSet};

use super::layout::RecordPlan;
use crate::ir::{Ir, TypeId, TypeKind};
use crate::options::BindgenOptions;

/// The types of `not_emitted` that are blobs the user asked for: records
/// planned opaque on request, enums in `opaque_enums`, and typedefs
/// [`super::select::opaque_alias`] makes blobs.
pub(crate) fn blobs(
    ir: &Ir,
    opts: &BindgenOptions,
    matched: &[Option<String>],
    not_emitted: &HashSet<TypeId>,
    plans: &HashMap<TypeId, RecordPlan>,
    opaque_enums: &HashSet<TypeId>,
) -> HashSet<TypeId> {
    not_emitted
        .iter()
        .copied()
        .filter(|&id| match &ir.ty(id).kind {
            TypeKind::Record(_) => plans.get(&id).is_some_and(|p| p.opaque_requested),
            TypeKind::Enum(_) => opaque_enums.contains(&id),
            TypeKind::Alias { .. } => super::select::opaque_alias(ir, opts, matched, id),
            _ => false,
        })
        .collect()
}
