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
    Padding {
        number: usize,
        bytes: u64,
        elem: u64,
    },
    /// `_bitfield_align_N` + `_bitfield_N` holding the IR bitfields `members`.
    BitfieldUnit {
        number: usize,
        offset: u64,
        bytes: u64,
        align: u64,
        members: Vec<usize>,
    },
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
pub(crate) fn plan_all(
    ir: &Ir,
    opts: &BindgenOptions,
    names: &[Option<String>],
) -> HashMap<TypeId, RecordPlan> {
    let mut out = HashMap::new();
    // One scan of the types, not one per record.
    let unit_align_cap = max_unit_align(ir);
    for (i, t) in ir.types.iter().enumerate() {
        let TypeKind::Record(r) = &t.kind else {
            continue;
        };
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
            let p = plan_record(ir, opts, r, layout, unit_align_cap);
            if p.is_none() {
                crate::error::warn(&format!(
                    "{name}: Rust cannot express this layout (size {}, align {}); emitted as an opaque blob",
                    layout.size, layout.align
                ));
            }
            p
        };
        let plan = plan.unwrap_or(RecordPlan {
            fields: vec![],
            packed: None,
            align: None,
            opaque: true,
            layout,
        });
        out.insert(TypeId(i), plan);
    }
    out
}

/// Size and alignment of a field type as the emitted Rust type has them.
fn type_layout(ir: &Ir, id: TypeId) -> Option<Layout> {
    match &ir.ty(id).kind {
        TypeKind::IncompleteArray { elem } => type_layout(ir, *elem).map(|l| Layout {
            size: 0,
            align: l.align,
        }),
        TypeKind::Alias { target, .. } => ir.ty(id).layout.or_else(|| type_layout(ir, *target)),
        // `[T; N]` has T's Rust alignment; clang's array layout may carry a
        // typedef's `aligned` attribute that the emitted element type cannot.
        TypeKind::Array { elem, len } => {
            let e = type_layout(ir, *elem)?;
            Some(Layout {
                size: e.size.checked_mul(*len)?,
                align: e.align,
            })
        }
        TypeKind::Function(_) => None,
        _ => ir.ty(id).layout,
    }
}

/// How `_bitfield_align_N` is chosen; the planner tries these in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum UnitAlign {
    /// The storage size rounded up to a power of two, capped by the
    /// bitfields' types (what upstream emits: 1 byte -> `u8`, 12 bits -> `u16`).
    Size,
    /// The largest alignment of the bitfields' types.
    Type,
    /// As much as the unit's offset allows: lets a packed record that C
    /// aligns more (`packed, aligned(4)`) reach its alignment through a
    /// unit, since Rust cannot combine `packed` and `align`.
    Offset,
}

fn members(ir: &Ir, r: &Record, mode: UnitAlign, cap: u64) -> Option<Vec<Member>> {
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
                out.push(Member {
                    field: PlannedField::Data { index: i },
                    offset: f.offset_bits / 8,
                    size: l.size,
                    align: l.align,
                });
                i += 1;
            }
            FieldKind::Bitfield { .. } => {
                let start = i;
                while i < r.fields.len() && matches!(r.fields[i].kind, FieldKind::Bitfield { .. }) {
                    i += 1;
                }
                let group: Vec<usize> = (start..i).filter(|&k| bit_width(r, k) > 0).collect();
                for unit in split_units(r, &group) {
                    unit_number += 1;
                    out.push(unit_member(ir, r, &unit, unit_number, mode, cap)?);
                }
            }
        }
    }
    Some(out)
}

/// Bytes a unit may span before a run of bitfields is cut into several units.
const UNIT_SPLIT_BYTES: u64 = 8;

/// Cuts one run of consecutive (non-zero-width) bitfields into allocation
/// units. A new unit starts where a field shares no byte with the unit so far
/// and keeping it would make the unit span more than [`UNIT_SPLIT_BYTES`]
/// (e.g. `a:64; b:1` becomes an 8-byte and a 1-byte unit). This keeps units
/// small (and `Default`-able) without changing any bit's position.
fn split_units(r: &Record, group: &[usize]) -> Vec<Vec<usize>> {
    let mut units: Vec<Vec<usize>> = Vec::new();
    let mut unit_start = 0u64;
    let mut unit_end_bit = 0u64;
    for &k in group {
        let start_bit = r.fields[k].offset_bits;
        let end_bit = start_bit + u64::from(bit_width(r, k));
        let start_new = match units.last() {
            None => true,
            Some(_) => {
                let disjoint = start_bit / 8 >= unit_end_bit.div_ceil(8);
                let too_long = end_bit.div_ceil(8) - unit_start > UNIT_SPLIT_BYTES;
                disjoint && too_long
            }
        };
        if start_new {
            units.push(Vec::new());
            unit_start = start_bit / 8;
            unit_end_bit = 0;
        }
        units.last_mut().expect("pushed above").push(k);
        unit_end_bit = unit_end_bit.max(end_bit);
    }
    units
}

/// The planned `_bitfield_align_N` / `_bitfield_N` pair for one unit.
fn unit_member(
    ir: &Ir,
    r: &Record,
    unit: &[usize],
    number: usize,
    mode: UnitAlign,
    cap: u64,
) -> Option<Member> {
    let first_bit = unit.iter().map(|&k| r.fields[k].offset_bits).min()?;
    let end_bit = unit
        .iter()
        .map(|&k| r.fields[k].offset_bits + u64::from(bit_width(r, k)))
        .max()?;
    let offset = first_bit / 8;
    let bytes = end_bit.div_ceil(8) - offset;
    // The alignment handed to `_bitfield_align_N` (see `UnitAlign`), at most
    // 8 and dividing the offset. The simulation checks the result; a packed
    // `repr` caps it further.
    let max_type_align = unit
        .iter()
        .filter_map(|&k| type_layout(ir, r.fields[k].ty))
        .map(|l| l.align)
        .max()
        .unwrap_or(1);
    let wanted = match mode {
        UnitAlign::Size => bytes.next_power_of_two().min(max_type_align),
        UnitAlign::Type => max_type_align,
        UnitAlign::Offset => 8,
    };
    // Never more than `[uN; 0]` surely gives on the target.
    let mut align = wanted.min(cap).clamp(1, 8);
    while align > 1 && offset % align != 0 {
        align /= 2;
    }
    let members = unit
        .iter()
        .copied()
        .filter(|&k| r.fields[k].name.is_some())
        .collect();
    Some(Member {
        field: PlannedField::BitfieldUnit {
            number,
            offset,
            bytes,
            align,
            members,
        },
        offset,
        size: bytes,
        align,
    })
}

/// The largest alignment a `[uN; 0]` field surely has on the target, as
/// far as the IR tells: the alignment clang gives the integer types it saw
/// (`long long` is 4-aligned on i686, where Rust's `u64` is too), and 8 on
/// 64-bit targets, where pointers already need it.
fn max_unit_align(ir: &Ir) -> u64 {
    let ints = ir
        .types
        .iter()
        .filter(|t| matches!(t.kind, TypeKind::Int(_)))
        .filter_map(|t| t.layout)
        .filter(|l| l.size <= 8)
        .map(|l| l.align);
    let pointers = if ir.pointer_size >= 8 { 8 } else { 1 };
    ints.chain(std::iter::once(pointers))
        .max()
        .unwrap_or(1)
        .min(8)
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

/// `cap` is [`max_unit_align`] of the IR.
fn plan_record(
    ir: &Ir,
    opts: &BindgenOptions,
    r: &Record,
    layout: Layout,
    cap: u64,
) -> Option<RecordPlan> {
    let has_bitfields = r
        .fields
        .iter()
        .any(|f| matches!(f.kind, FieldKind::Bitfield { .. }));
    let modes: Vec<UnitAlign> = if has_bitfields {
        vec![UnitAlign::Size, UnitAlign::Type, UnitAlign::Offset]
    } else {
        vec![UnitAlign::Size]
    };
    let member_sets = modes
        .iter()
        .map(|&m| members(ir, r, m, cap))
        .collect::<Option<Vec<_>>>()?;
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
        for members in &member_sets {
            let sim = match r.kind {
                RecordKind::Struct => simulate_struct(members, pack, layout, opts.explicit_padding),
                RecordKind::Union => simulate_union(members, pack, layout),
            };
            if let Some(plan) = sim {
                return Some(plan);
            }
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

fn simulate_struct(
    members: &[Member],
    pack: Option<u64>,
    layout: Layout,
    explicit: bool,
) -> Option<RecordPlan> {
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
        // A gap the natural alignment does not explain (an over-aligned
        // member) is spelled out, and so is every gap with
        // `--explicit-padding`. The padding is bytes from the end of the
        // previous field, `[u8; N]`, as upstream writes it.
        let gap_from = if explicit { offset } else { natural };
        if m.offset > gap_from {
            fields.push(PlannedField::Padding {
                number: pad_no,
                bytes: m.offset - offset,
                elem: 1,
            });
            pad_no += 1;
        }
        fields.push(capped(&m.field, a));
        offset = m.offset + m.size;
        max_align = max_align.max(a);
    }
    let has_units = members
        .iter()
        .any(|m| matches!(m.field, PlannedField::BitfieldUnit { .. }));
    finish(
        fields,
        offset,
        max_align,
        pack,
        layout,
        &mut pad_no,
        explicit,
        has_units,
    )
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
        let a = m.align.min(cap).max(1);
        fields.push(capped(&m.field, a));
        size = size.max(m.size);
        max_align = max_align.max(a);
    }
    let mut pad_no = 0;
    finish(
        fields,
        size,
        max_align,
        pack,
        layout,
        &mut pad_no,
        false,
        false,
    )
}

/// `field` with a bitfield unit's alignment lowered to what the `repr`
/// actually gives it (`packed(N)` caps it at N), so packed structs say `u8`.
fn capped(field: &PlannedField, a: u64) -> PlannedField {
    match field {
        PlannedField::BitfieldUnit {
            number,
            offset,
            bytes,
            align,
            members,
        } => PlannedField::BitfieldUnit {
            number: *number,
            offset: *offset,
            bytes: *bytes,
            align: (*align).min(a),
            members: members.clone(),
        },
        other => other.clone(),
    }
}

/// Checks the record's alignment and adds the trailing padding. Structs with
/// bitfield units always spell out their trailing padding up to the C size
/// (`__bindgen_padding_N: [u8; 3usize]`, `u16`, ...), as upstream does.
#[allow(clippy::too_many_arguments)]
fn finish(
    mut fields: Vec<PlannedField>,
    end: u64,
    rust_align: u64,
    pack: Option<u64>,
    layout: Layout,
    pad_no: &mut usize,
    explicit: bool,
    has_units: bool,
) -> Option<RecordPlan> {
    if rust_align > layout.align.max(1) {
        return None;
    }
    // Alignments above 8 are always spelled out, as upstream does: Rust
    // gave `u128` an alignment of 8 before 1.77 on x86_64, so a record that
    // only reaches 16 through its fields would be under-aligned there.
    let spell_out = layout.align > 8 && pack.is_none();
    let align = (layout.align > rust_align || spell_out).then_some(layout.align);
    if align.is_some() && pack.is_some() {
        // Rust rejects `packed` together with `align` on one type.
        return None;
    }
    let final_align = layout.align.max(1);
    if align_up(end, final_align) != layout.size || ((explicit || has_units) && end < layout.size) {
        if end > layout.size {
            return None;
        }
        let bytes = layout.size - end;
        if bytes > 0 {
            let elem = if has_units && !explicit && pack.is_none() {
                padding_elem(bytes, final_align)
            } else {
                1
            };
            fields.push(PlannedField::Padding {
                number: *pad_no,
                bytes,
                elem,
            });
            *pad_no += 1;
        }
    }
    Some(RecordPlan {
        fields,
        packed: pack,
        align,
        opaque: false,
        layout,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(offset: u64, size: u64, align: u64, index: usize) -> Member {
        Member {
            field: PlannedField::Data { index },
            offset,
            size,
            align,
        }
    }

    #[test]
    fn plain_struct_needs_nothing() {
        let ms = [m(0, 1, 1, 0), m(4, 4, 4, 1)];
        let p = simulate_struct(&ms, None, Layout { size: 8, align: 4 }, false).unwrap();
        assert_eq!(p.fields.len(), 2);
        assert_eq!(p.align, None);
    }

    #[test]
    fn alignment_above_eight_is_always_spelled_out() {
        // One 16-aligned member (`__int128`) already gives the alignment,
        // but it is written anyway; 8 is left to the fields.
        let ms = [m(0, 16, 16, 0)];
        let p = simulate_struct(
            &ms,
            None,
            Layout {
                size: 16,
                align: 16,
            },
            false,
        )
        .unwrap();
        assert_eq!(p.align, Some(16));
        let ms = [m(0, 8, 8, 0)];
        let p = simulate_struct(&ms, None, Layout { size: 8, align: 8 }, false).unwrap();
        assert_eq!(p.align, None);
    }

    #[test]
    fn packed_struct_is_rejected_unpacked() {
        let ms = [m(0, 1, 1, 0), m(1, 4, 4, 1)];
        assert!(simulate_struct(&ms, None, Layout { size: 5, align: 1 }, false).is_none());
        assert!(simulate_struct(&ms, Some(1), Layout { size: 5, align: 1 }, false).is_some());
    }

    /// A struct whose fields are bitfields `(offset_bits, width)`.
    fn bits(fields: &[(u64, u32)]) -> Record {
        Record {
            kind: RecordKind::Struct,
            name: None,
            typedef_name: None,
            parent: None,
            complete: true,
            fields: fields
                .iter()
                .map(|&(offset_bits, width)| crate::ir::Field {
                    name: Some(format!("f{offset_bits}")),
                    ty: TypeId(0),
                    kind: FieldKind::Bitfield { width },
                    offset_bits,
                    doc: None,
                })
                .collect(),
            inner_types: vec![],
            layout: None,
            packed_attr: false,
            loc: Default::default(),
            doc: None,
            force_opaque: None,
        }
    }

    #[test]
    fn short_runs_stay_one_unit() {
        // x:40, y:24 of unsigned long long: one 8-byte unit.
        let r = bits(&[(0, 40), (40, 24)]);
        assert_eq!(split_units(&r, &[0, 1]), vec![vec![0, 1]]);
    }

    #[test]
    fn long_runs_split_where_no_byte_is_shared() {
        // a:64, b:1 -> [a] [b]; a field straddling byte 8 keeps the unit whole.
        let r = bits(&[(0, 64), (64, 1)]);
        assert_eq!(split_units(&r, &[0, 1]), vec![vec![0], vec![1]]);
        let r = bits(&[(0, 60), (60, 10)]);
        assert_eq!(split_units(&r, &[0, 1]), vec![vec![0, 1]]);
    }

    #[test]
    fn union_bitfields_never_split() {
        let mut r = bits(&[(0, 64), (0, 50), (0, 3)]);
        r.kind = RecordKind::Union;
        assert_eq!(split_units(&r, &[0, 1, 2]), vec![vec![0, 1, 2]]);
    }

    #[test]
    fn over_aligned_member_gets_padding() {
        let ms = [m(0, 1, 1, 0), m(8, 4, 4, 1)];
        let p = simulate_struct(&ms, None, Layout { size: 16, align: 8 }, false).unwrap();
        // The gap after `c` is bytes up to the member, as upstream spells it.
        assert_eq!(
            p.fields[1],
            PlannedField::Padding {
                number: 0,
                bytes: 7,
                elem: 1
            }
        );
        assert_eq!(p.align, Some(8));
    }
}
