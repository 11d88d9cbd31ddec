//! The C alignments of a record's data members, as upstream weighs them
//! when it decides whether a record is packed (see `layout::plan_record`).

use crate::ir::{FieldKind, Ir, Record, TypeId, TypeKind};

/// The alignment clang gives type `id`, seen through typedefs and array
/// elements as upstream sees it: a typedef's `aligned` attribute does not
/// count, a vector's own alignment does.
fn c_type_align(ir: &Ir, id: TypeId, depth: u32) -> u64 {
    let t = ir.ty(id);
    match &t.kind {
        TypeKind::Alias { target, .. } if depth < 64 => c_type_align(ir, *target, depth + 1),
        TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem }
            if !ir.vectors.contains(&id) && depth < 64 =>
        {
            c_type_align(ir, *elem, depth + 1)
        }
        _ => t.layout.map_or(1, |l| l.align),
    }
}

/// The [`c_type_align`] of the record's field `index`.
pub(super) fn field_c_align(ir: &Ir, r: &Record, index: usize) -> u64 {
    r.fields.get(index).map_or(1, |f| c_type_align(ir, f.ty, 0))
}

/// The largest [`c_type_align`] of the record's data members.
pub(super) fn max_field_c_align(ir: &Ir, r: &Record) -> u64 {
    r.fields
        .iter()
        .filter(|f| matches!(f.kind, FieldKind::Data))
        .map(|f| c_type_align(ir, f.ty, 0))
        .max()
        .unwrap_or(1)
}

/// Whether every data member sits at a multiple of its type's
/// [`c_type_align`]: false when a `packed` member attribute or a
/// `#pragma pack` moved one (`int i; vec4 v __attribute__((packed));` puts
/// the 16-aligned vector at 4). Upstream packs a record whose members'
/// types are aligned above 8 only then.
pub(super) fn members_at_natural_offsets(ir: &Ir, r: &Record) -> bool {
    r.fields
        .iter()
        .filter(|f| matches!(f.kind, FieldKind::Data))
        .all(|f| {
            let align = c_type_align(ir, f.ty, 0).max(1);
            f.offset_bits % (align * 8) == 0
        })
}
