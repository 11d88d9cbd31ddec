//! Facts about a record's C/C++ members that the derive analysis
//! (`derive.rs`) asks: a leaf reading only the IR and the layout plan.

use super::{PlannedField, RecordPlan};
use crate::ir::{Field, FieldKind, Ir, TypeId, TypeKind};

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
                && hide_reaches_type(ir, id, index, f.ty);
        match &ir.ty(t).kind {
            TypeKind::Float(_) | TypeKind::Complex(_) => counts,
            // An instantiation with a float argument, used or not
            // (`Box<bool, float>`), as upstream (seed 121 case 54).
            TypeKind::Instantiation(inst) => {
                counts
                    && inst.args.iter().flatten().any(|a| {
                        matches!(ir.ty(*a).kind, TypeKind::Float(_) | TypeKind::Complex(_))
                    })
            }
            TypeKind::Record(inner) if inner.parent == Some(id) && !hidden => {
                opaque_holds_float(ir, t, scalars, depth + 1)
            }
            _ => false,
        }
    })
}

/// Whether a `hide` annotation on member `index` of record `owner`, of
/// type `ty`, hides the member's type itself (see `record_uncached`): a
/// pointer, array or function type, or a record or enum defined in the
/// member's declaration (the first member of that type; a later
/// `struct N x;` of an `N` an earlier member defined only names it).
pub(super) fn hide_reaches_type(ir: &Ir, owner: TypeId, index: usize, ty: TypeId) -> bool {
    let defined_here = |parent: Option<TypeId>| {
        parent == Some(owner)
            && match &ir.ty(owner).kind {
                TypeKind::Record(r) => !r.fields[..index].iter().any(|f| f.ty == ty),
                _ => true,
            }
    };
    match &ir.ty(ty).kind {
        TypeKind::Pointer { .. }
        | TypeKind::Reference { .. }
        | TypeKind::Array { .. }
        | TypeKind::IncompleteArray { .. }
        | TypeKind::Function(_) => true,
        TypeKind::Record(r) => defined_here(r.parent),
        TypeKind::Enum(e) => defined_here(e.parent),
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

/// Whether member `index`, a `:0` bitfield, is left out of the derives: it
/// is unless a bitfield of some width sits in its run of consecutive
/// bitfields. Upstream puts such a run, `:0` members included, into one
/// bitfield unit whose members' types all count (a blocklisted or hidden
/// enum there derives nothing); a run of `:0` members alone only aligns
/// what follows.
pub(super) fn zero_width_bitfield_ignored(fields: &[Field], index: usize) -> bool {
    let is_bitfield = |f: &Field| matches!(f.kind, FieldKind::Bitfield { .. });
    let wide = |f: &Field| matches!(f.kind, FieldKind::Bitfield { width } if width > 0);
    let before = fields[..index].iter().rev().take_while(|f| is_bitfield(f));
    let after = fields[index + 1..].iter().take_while(|f| is_bitfield(f));
    !before.chain(after).any(wide)
}
