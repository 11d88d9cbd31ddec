//! Whether a record is held by value, at any depth, inside a packed record.
//!
//! rustc rejects `#[repr(align)]` types inside `repr(packed)` ones (E0588),
//! so storage that would use an aligned helper type must use plain words
//! there instead.

use super::Cx;
use crate::ir::{TypeId, TypeKind};

/// Whether `id` is contained by value in the fields of a packed record.
pub(crate) fn inside_packed(cx: &Cx<'_>, id: TypeId) -> bool {
    let mut packed: Vec<TypeId> = cx
        .an
        .plans
        .iter()
        .filter(|(_, p)| p.packed.is_some() && !p.opaque)
        .map(|(k, _)| *k)
        .collect();
    packed.sort();
    packed.into_iter().any(|p| contains(cx, p, id, 0))
}

/// Whether the fields of record `outer` hold `id` by value (through
/// aliases, arrays and non-opaque records).
fn contains(cx: &Cx<'_>, outer: TypeId, id: TypeId, depth: u32) -> bool {
    if depth > 32 {
        return false;
    }
    let TypeKind::Record(r) = &cx.ir.ty(outer).kind else {
        return false;
    };
    r.fields.iter().any(|f| {
        let mut t = f.ty;
        loop {
            match &cx.ir.ty(t).kind {
                TypeKind::Alias { target, .. } => t = *target,
                TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => t = *elem,
                _ => break,
            }
        }
        t == id
            || (matches!(cx.ir.ty(t).kind, TypeKind::Record(_))
                && cx.an.plans.get(&t).is_some_and(|p| !p.opaque)
                && contains(cx, t, id, depth + 1))
    })
}
