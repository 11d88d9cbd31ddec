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
/// one (typedefs are not followed), or a record defined inside `id` (and
/// not hidden by `hide`) that holds one by the same rule.
///
/// Under an allowlist (`scalars` false) upstream does not reach a float
/// member's own type through the opaque record: only arrays of floats
/// count there.
pub(super) fn opaque_holds_float(ir: &Ir, id: TypeId, scalars: bool, depth: u32) -> bool {
    let TypeKind::Record(r) = &ir.ty(id).kind else {
        return false;
    };
    if depth > 32 {
        return false;
    }
    r.fields.iter().enumerate().any(|(index, f)| {
        let mut t = f.ty;
        while let TypeKind::Array { elem, .. } = &ir.ty(t).kind {
            t = *elem;
        }
        let counts = scalars || t != f.ty;
        // (A record `hide` hides with the member is not looked into.)
        let hidden = ir.annotations.type_says(t, |a| a.hide)
            || ir
                .annotations
                .fields
                .get(&(id, index))
                .is_some_and(|a| a.hide)
                && hide_reaches_type(ir, id, f.ty);
        match &ir.ty(t).kind {
            TypeKind::Float(_) | TypeKind::Complex(_) => counts,
            TypeKind::Record(inner) if inner.parent == Some(id) && !hidden => {
                opaque_holds_float(ir, t, scalars, depth + 1)
            }
            _ => false,
        }
    })
}

/// Whether a `hide` annotation on a member of record `owner` of type `ty`
/// hides the member's type itself (see `record_uncached`): its pointer,
/// array or function type, or a record or enum defined in the member's
/// declaration (which takes the member's annotation). A nested type
/// defined by an earlier member (`enum F {..} a; enum F b;`, `b` hidden)
/// is not hidden with `b`.
pub(super) fn hide_reaches_type(ir: &Ir, owner: TypeId, ty: TypeId) -> bool {
    let hidden = || ir.annotations.type_says(ty, |a| a.hide);
    match &ir.ty(ty).kind {
        TypeKind::Pointer { .. }
        | TypeKind::Reference { .. }
        | TypeKind::Array { .. }
        | TypeKind::IncompleteArray { .. }
        | TypeKind::Function(_) => true,
        TypeKind::Record(r) => r.parent == Some(owner) && hidden(),
        TypeKind::Enum(e) => e.parent == Some(owner) && hidden(),
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
