//! Record layout plans: which Rust fields, padding, bitfield units and `repr`s
//! reproduce clang's layout exactly, or the decision to emit an opaque blob.
//!
//! The plan is found by simulation: each candidate `repr` (plain, then
//! `packed(N)` for growing N) is laid out the way rustc lays out `repr(C)`,
//! and the first candidate that puts every member at clang's offset and ends
//! at clang's size wins. Nothing that fails the simulation is ever emitted.

use crate::ir::{FieldKind, Ir, Layout, Record, RecordKind, TypeId, TypeKind};
use crate::options::BindgenOptions;
use std::collections::HashMap;

/// One Rust-level field of a planned record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum PlannedField {
    /// IR field `index` as a normal field.
    Data { index: usize },
    /// `__bindgen_padding_N: [uE; bytes / E]` (scalar when one element).
    Padding { number: usize, bytes: u64, elem: u64 },
    /// `_bitfield_align_N` + `_bitfield_N` holding the IR bitfields `members`.
    BitfieldUnit { number: usize, offset: u64, bytes: u64, align: u64, members: Vec<usize> },
}

/// How a complete record is emitted.
#[derive(Clone, Debug)]
pub(crate) struct RecordPlan {
    /// Fields in order (empty when opaque).
    pub fields: Vec<PlannedField>,
    /// `Some(1)` -> `repr(C, packed)`, `Some(n)` -> `repr(C, packed(n))`.
    pub packed: Option<u64>,
    /// Extra `#[repr(align(n))]`.
    pub align: Option<u64>,
    /// Emit as an opaque blob instead.
    pub opaque: bool,
    /// clang's layout.
    pub layout: Layout,
}

struct Member {
    field: PlannedField,
    offset: u64,
    size: u64,
    align: u64,
}

/// Plans every complete record.
pub(crate) fn plan_all(ir: &Ir, opts: &BindgenOptions, names: &[Option<String>]) -> HashMap<TypeId, RecordPlan> {
    let mut out = HashMap::new();
    for (i, t) in ir.types.iter().enumerate() {
        let TypeKind::Record(r) = &t.kind else { continue };
        if !r.complete {
            continue;
        }
        let Some(layout) = r.layout else { continue };
        let name = names[i].as_deref().unwrap_or("");
        let opaque_requested = opts.opaque_types.matches(name);
        let plan = if opaque_requested {
            None
        } else if let Some(why) = &r.force_opaque {
            crate::error::warn(&format!("{name}: {why}; emitted as an opaque blob"));
            None
        } else {
            let p = plan_record(ir, opts, r, layout);
            if p.is_none() {
                crate::error::warn(&format!(
                    "{name}: Rust cannot express this layout (size {}, align {}); emitted as an opaque blob",
                    layout.size, layout.align
                ));
            }
            p
        };
        let plan = plan.unwrap_or(RecordPlan { fields: vec![], packed: None, align: None, opaque: true, layout });
        out.insert(TypeId(i), plan);
    }
    out
}

/// Size and alignment of a field type as the emitted Rust type has them.
fn type_layout(ir: &Ir, id: TypeId) -> Option<Layout> {
    match &ir.ty(id).kind {
        TypeKind::IncompleteArray { elem } => type_layout(ir, *elem).map(|l| Layout { size: 0, align: l.align }),
        TypeKind::Alias { target, .. } => ir.ty(id).layout.or_else(|| type_layout(ir, *target)),
        TypeKind::Function(_) => None,
        _ => ir.ty(id).layout,
    }
}

fn members(ir: &Ir, r: &Record) -> Option<Vec<Member>> {
    let mut out = Vec::new();
    let mut i = 0;
    let mut unit_number = 0;
    while i < r.fields.len() {
        let f = &r.fields[i];
        match f.kind {
            FieldKind::Data => {
                if f.offset_bits % 8 != 0 {
                    return None;
                }
                let l = type_layout(ir, f.ty)?;
                out.push(Member { field: PlannedField::Data { index: i }, offset: f.offset_bits / 8, size: l.size, align: l.align });
                i += 1;
            }
            FieldKind::Bitfield { .. } => {
                let start = i;
                while i < r.fields.len() && matches!(r.fields[i].kind, FieldKind::Bitfield { .. }) {
                    i += 1;
                }
                let group: Vec<usize> = (start..i).filter(|&k| bit_width(r, k) > 0).collect();
                if group.is_empty() {
                    continue;
                }
                let first_bit = group.iter().map(|&k| r.fields[k].offset_bits).min()?;
                let end_bit = group.iter().map(|&k| r.fields[k].offset_bits + u64::from(bit_width(r, k))).max()?;
                let offset = first_bit / 8;
                let bytes = end_bit.div_ceil(8) - offset;
                let max_type_align = group.iter().filter_map(|&k| type_layout(ir, r.fields[k].ty)).map(|l| l.align).max().unwrap_or(1);
                let mut align = max_type_align.min(8);
                while align > 1 && offset % align != 0 {
                    align /= 2;
                }
                unit_number += 1;
                let members = group.iter().copied().filter(|&k| r.fields[k].name.is_some()).collect();
                out.push(Member {
                    field: PlannedField::BitfieldUnit { number: unit_number, offset, bytes, align, members },
                    offset,
                    size: bytes,
                    align,
                });
            }
        }
    }
    Some(out)
}

fn bit_width(r: &Record, k: usize) -> u32 {
    match r.fields[k].kind {
        FieldKind::Bitfield { width } => width,
        FieldKind::Data => 0,
    }
}

fn align_up(x: u64, a: u64) -> u64 {
    if a <= 1 {
        x
    } else {
        x.div_ceil(a) * a
    }
}

fn plan_record(ir: &Ir, opts: &BindgenOptions, r: &Record, layout: Layout) -> Option<RecordPlan> {
    let members = members(ir, r)?;
    let mut candidates: Vec<Option<u64>> = Vec::new();
    if !r.packed_attr {
        candidates.push(None);
    }
    let mut n = 1;
    while n <= layout.align.max(1) {
        candidates.push(Some(n));
        n *= 2;
    }
    for pack in candidates {
        let sim = match r.kind {
            RecordKind::Struct => simulate_struct(&members, pack, layout, opts.explicit_padding),
            RecordKind::Union => simulate_union(&members, pack, layout),
        };
        if let Some(plan) = sim {
            return Some(plan);
        }
    }
    None
}

fn padding_elem(bytes: u64, align: u64) -> u64 {
    let mut e = align.clamp(1, 8);
    while e > 1 && bytes % e != 0 {
        e /= 2;
    }
    e
}

fn simulate_struct(members: &[Member], pack: Option<u64>, layout: Layout, explicit: bool) -> Option<RecordPlan> {
    let cap = pack.unwrap_or(u64::MAX);
    let mut fields = Vec::new();
    let mut offset = 0u64;
    let mut max_align = 1u64;
    let mut pad_no = 0usize;
    for m in members {
        let a = m.align.min(cap).max(1);
        let natural = align_up(offset, a);
        if m.offset < offset || natural > m.offset {
            return None;
        }
        let gap_from = if explicit { offset } else { natural };
        if m.offset > gap_from {
            let bytes = m.offset - gap_from;
            let elem = if explicit { 1 } else { padding_elem(bytes, a) };
            fields.push(PlannedField::Padding { number: pad_no, bytes, elem });
            pad_no += 1;
        }
        fields.push(m.field.clone());
        offset = m.offset + m.size;
        max_align = max_align.max(a);
    }
    finish(fields, offset, max_align, pack, layout, &mut pad_no, explicit)
}

fn simulate_union(members: &[Member], pack: Option<u64>, layout: Layout) -> Option<RecordPlan> {
    let cap = pack.unwrap_or(u64::MAX);
    let mut fields = Vec::new();
    let mut size = 0u64;
    let mut max_align = 1u64;
    for m in members {
        if m.offset != 0 {
            return None;
        }
        fields.push(m.field.clone());
        size = size.max(m.size);
        max_align = max_align.max(m.align.min(cap).max(1));
    }
    let mut pad_no = 0;
    finish(fields, size, max_align, pack, layout, &mut pad_no, false)
}

fn finish(
    mut fields: Vec<PlannedField>,
    end: u64,
    rust_align: u64,
    pack: Option<u64>,
    layout: Layout,
    pad_no: &mut usize,
    explicit: bool,
) -> Option<RecordPlan> {
    if rust_align > layout.align.max(1) {
        return None;
    }
    let align = (layout.align > rust_align).then_some(layout.align);
    if align.is_some() && pack.is_some() {
        // Rust rejects `packed` together with `align` on one type.
        return None;
    }
    let final_align = layout.align.max(1);
    if align_up(end, final_align) != layout.size || (explicit && end < layout.size) {
        if end > layout.size {
            return None;
        }
        let bytes = layout.size - end;
        if bytes > 0 {
            fields.push(PlannedField::Padding { number: *pad_no, bytes, elem: 1 });
            *pad_no += 1;
        }
    }
    Some(RecordPlan { fields, packed: pack, align, opaque: false, layout })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(offset: u64, size: u64, align: u64, index: usize) -> Member {
        Member { field: PlannedField::Data { index }, offset, size, align }
    }

    #[test]
    fn plain_struct_needs_nothing() {
        let ms = [m(0, 1, 1, 0), m(4, 4, 4, 1)];
        let p = simulate_struct(&ms, None, Layout { size: 8, align: 4 }, false).unwrap();
        assert_eq!(p.fields.len(), 2);
        assert_eq!(p.align, None);
    }

    #[test]
    fn packed_struct_is_rejected_unpacked() {
        let ms = [m(0, 1, 1, 0), m(1, 4, 4, 1)];
        assert!(simulate_struct(&ms, None, Layout { size: 5, align: 1 }, false).is_none());
        assert!(simulate_struct(&ms, Some(1), Layout { size: 5, align: 1 }, false).is_some());
    }

    #[test]
    fn over_aligned_member_gets_padding() {
        let ms = [m(0, 1, 1, 0), m(8, 4, 4, 1)];
        let p = simulate_struct(&ms, None, Layout { size: 16, align: 8 }, false).unwrap();
        assert_eq!(p.fields[1], PlannedField::Padding { number: 0, bytes: 4, elem: 4 });
        assert_eq!(p.align, Some(8));
    }
}
