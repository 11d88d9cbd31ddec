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

use std::collections::HashSet;

use crate::ir::{Ir, TypeId, TypeKind};
use crate::options::BindgenOptions;

/// The types of `not_emitted` that are blobs the user asked for: records
/// (class templates too) `--opaque-type` or `opaque` names, their
/// instantiations, enums in `opaque_enums`, and typedefs
/// [`super::select::opaque_alias`] makes blobs.
pub(crate) fn blobs(
    ir: &Ir,
    opts: &BindgenOptions,
    matched: &[Option<String>],
    not_emitted: &HashSet<TypeId>,
    opaque_enums: &HashSet<TypeId>,
) -> HashSet<TypeId> {
    let opaque_record = |id: TypeId| {
        matches!(ir.ty(id).kind, TypeKind::Record(_)) && {
            let name = matched[id.0].as_deref().unwrap_or("");
            opts.opaque_types.matches(name) || ir.annotations.type_says(id, |a| a.opaque)
        }
    };
    let tag_blob = |id: TypeId| match &ir.ty(id).kind {
        TypeKind::Record(_) => opaque_record(id),
        TypeKind::Instantiation(inst) => {
            not_emitted.contains(&inst.template) && opaque_record(inst.template)
        }
        TypeKind::Enum(_) => opaque_enums.contains(&id),
        _ => false,
    };
    not_emitted
        .iter()
        .copied()
        .filter(|&id| match &ir.ty(id).kind {
            // A typedef named as its tag (`typedef enum E { .. } E;`) is no
            // item of its own: its uses are the tag's, blob or not.
            TypeKind::Alias {
                transparent: true,
                target,
                ..
            } => {
                let tag = ir.resolve_aliases(*target);
                not_emitted.contains(&tag) && tag_blob(tag)
            }
            TypeKind::Alias { .. } => super::select::opaque_alias(ir, opts, matched, id),
            _ => tag_blob(id),
        })
        .collect()
}
