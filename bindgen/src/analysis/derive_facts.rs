//! Facts about a record's C/C++ members that the derive analysis
//! (`derive.rs`) asks: a leaf reading only the IR and the layout plan.

use super::{PlannedField, RecordPlan};
use crate::ir::{Ir, TypeId, TypeKind};

/// Whether a class declares a destructor: one it defines, or a deleted one
/// (which makes it no more trivially copyable), as upstream counts it for
/// `Copy`.
pub(super) fn declares_destructor(cx: &crate::ir::CxxRecord) -> bool {
    cx.has_destructor
        || cx
            .methods
            .iter()
            .any(|m| m.kind == crate::ir::MethodKind::Destructor && m.deleted)
}

/// Whether opaque record `id` holds a float as upstream sees through an
/// opaque record: a member of a floating or complex type, or an array of
/// one (typedefs are not followed), or a record defined inside `id` that
/// holds one by the same rule.
pub(super) fn opaque_holds_float(ir: &Ir, id: TypeId, depth: u32) -> bool {
    let TypeKind::Record(r) = &ir.ty(id).kind else {
        return false;
    };
    if depth > 32 {
        return false;
    }
    r.fields.iter().any(|f| {
        let mut t = f.ty;
        while let TypeKind::Array { elem, .. } = &ir.ty(t).kind {
            t = *elem;
        }
        match &ir.ty(t).kind {
            TypeKind::Float(_) | TypeKind::Complex(_) => true,
            TypeKind::Record(inner) if inner.parent == Some(id) => {
                opaque_holds_float(ir, t, depth + 1)
            }
            _ => false,
        }
    })
}

/// Whether a `hide` annotation on a member of record `owner` of type `ty`
/// hides the member's type itself (see `record_uncached`).
pub(super) fn hide_reaches_type(ir: &Ir, owner: TypeId, ty: TypeId) -> bool {
    match &ir.ty(ty).kind {
        TypeKind::Pointer { .. }
        | TypeKind::Reference { .. }
        | TypeKind::Array { .. }
        | TypeKind::IncompleteArray { .. }
        | TypeKind::Function(_) => true,
        TypeKind::Record(r) => r.parent == Some(owner),
        TypeKind::Enum(e) => e.parent == Some(owner),
        _ => false,
    }
}

/// Whether a plan emits a bitfield unit or padding of over 32 array elements.
pub(super) fn has_long_array(plan: &RecordPlan) -> bool {
    plan.fields.iter().any(|f| match f {
        PlannedField::BitfieldUnit { bytes, .. } => *bytes > 32,
        PlannedField::Padding { bytes, elem, .. } => bytes / (*elem).max(1) > 32,
        _ => false,
    })
}
