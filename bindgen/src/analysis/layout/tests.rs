//! Unit tests of the layout simulation in `analysis/layout.rs`.

use super::*;

fn m(offset: u64, size: u64, align: u64, index: usize) -> Member {
    Member {
        field: PlannedField::Data { index },
        offset,
        size,
        align,
    }
}

fn shape(size: u64, align: u64, has_units: bool) -> Shape {
    Shape {
        layout: Layout { size, align },
        explicit: false,
        has_units,
        marker_cap: 8,
        packed_attr: false,
        force_align: false,
        plain_c: true,
        empty_base_tail: false,
    }
}

#[test]
fn plain_struct_needs_nothing() {
    let ms = [m(0, 1, 1, 0), m(4, 4, 4, 1)];
    let p = simulate_struct(&ms, None, &shape(8, 4, false)).unwrap();
    assert_eq!(p.fields.len(), 2);
    assert_eq!(p.align, None);
}

#[test]
fn packed_struct_is_rejected_unpacked() {
    let ms = [m(0, 1, 1, 0), m(1, 4, 4, 1)];
    assert!(simulate_struct(&ms, None, &shape(5, 1, false)).is_none());
    assert!(simulate_struct(&ms, Some(1), &shape(5, 1, false)).is_some());
}

#[test]
fn short_tail_is_whole_elements_of_the_alignment() {
    // `short s; char c; long long : 0;`: 8 bytes, 2-aligned; 5 bytes
    // of tail are two `u16`s, Rust's rounding gives the last byte.
    let ms = [m(0, 2, 2, 0), m(2, 1, 1, 1)];
    let p = simulate_struct(&ms, None, &shape(8, 2, false)).unwrap();
    let tail = PlannedField::Padding {
        number: 0,
        bytes: 4,
        elem: 2,
    };
    assert_eq!(p.fields.last(), Some(&tail));
    // In a packed struct the tail stays bytes.
    let packed = Shape {
        packed_attr: true,
        ..shape(8, 2, false)
    };
    let p = simulate_struct(&ms, None, &packed).unwrap();
    assert!(matches!(
        p.fields.last(),
        Some(PlannedField::Padding {
            bytes: 5,
            elem: 1,
            ..
        })
    ));
}

#[test]
fn forced_alignment_is_spelled_out() {
    // `#pragma pack(4)` around a 16-byte `int` vector: the fields give
    // 4 already, upstream still writes `align(4)`.
    let ms = [m(0, 16, 4, 0)];
    let forced = Shape {
        force_align: true,
        ..shape(16, 4, false)
    };
    let p = simulate_struct(&ms, None, &forced).unwrap();
    assert_eq!(p.align, Some(4));
    assert_eq!(
        simulate_struct(&ms, None, &shape(16, 4, false))
            .unwrap()
            .align,
        None
    );
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
                access: crate::ir::Access::Public,
            })
            .collect(),
        module: crate::ir::ModuleId::ROOT,
        cxx: None,
        inner_types: vec![],
        layout: None,
        packed_attr: false,
        loc: Default::default(),
        doc: None,
        force_opaque: None,
        generic: None,
    }
}

fn unit_bytes(r: &Record, run: &[usize]) -> u64 {
    match unit_member(r, run, 1).unwrap().field {
        PlannedField::BitfieldUnit { bytes, .. } => bytes,
        _ => unreachable!(),
    }
}

#[test]
fn a_run_is_one_unit_however_long() {
    // a:64, b:64, c:1 -> one 17-byte unit, as upstream groups it.
    let r = bits(&[(0, 64), (64, 64), (128, 1)]);
    assert_eq!(unit_bytes(&r, &[0, 1, 2]), 17);
    // 41 one-bit fields -> 6 bytes.
    let fields: Vec<(u64, u32)> = (0..41).map(|i| (i, 1)).collect();
    let r = bits(&fields);
    let run: Vec<usize> = (0..41).collect();
    assert_eq!(unit_bytes(&r, &run), 6);
}

#[test]
fn union_units_start_at_zero() {
    let mut r = bits(&[(0, 64), (0, 50), (0, 3)]);
    r.kind = RecordKind::Union;
    assert_eq!(unit_bytes(&r, &[0, 1, 2]), 8);
}

fn unit(offset: u64, bytes: u64) -> Member {
    Member {
        field: PlannedField::BitfieldUnit {
            number: 1,
            offset,
            bytes,
            members: vec![],
        },
        offset,
        size: bytes,
        align: 1,
    }
}

#[test]
fn bitfield_record_gets_a_leading_marker() {
    // struct { char c; unsigned a : 3; }: 4-aligned in C, 1 in Rust.
    let ms = [m(0, 1, 1, 0), unit(1, 1)];
    let p = simulate_struct(&ms, None, &shape(4, 4, true)).unwrap();
    assert_eq!(p.fields[0], PlannedField::AlignMarker { align: 4 });
    assert_eq!(p.align, None);
    // Trailing padding after a unit: `u16` at offset 2.
    assert_eq!(
        p.fields.last(),
        Some(&PlannedField::Padding {
            number: 0,
            bytes: 2,
            elem: 2
        })
    );
    // Above 8 bytes the marker cannot help: `repr(align(16))`.
    let p = simulate_struct(&ms, None, &shape(16, 16, true)).unwrap();
    assert_eq!(p.align, Some(16));
    // Without units, `repr(align)` as before.
    let p = simulate_struct(&[m(0, 4, 4, 0)], None, &shape(8, 8, false)).unwrap();
    assert_eq!(p.align, Some(8));
}

#[test]
fn packed_marker_is_capped_by_the_packing() {
    // packed, aligned(4): packed(4) + [u32; 0] works; packed(2) cannot.
    let ms = [m(0, 1, 1, 0), unit(1, 2), m(3, 1, 1, 1)];
    assert!(simulate_struct(&ms, Some(2), &shape(4, 4, true)).is_none());
    let p = simulate_struct(&ms, Some(4), &shape(4, 4, true)).unwrap();
    assert_eq!(p.fields[0], PlannedField::AlignMarker { align: 4 });
}

#[test]
fn gap_before_a_unit_is_byte_padding() {
    // struct { short s; unsigned long long b : 60; }: unit at 8.
    let ms = [m(0, 2, 2, 0), unit(8, 8)];
    let p = simulate_struct(&ms, None, &shape(16, 8, true)).unwrap();
    assert_eq!(
        p.fields[2],
        PlannedField::Padding {
            number: 0,
            bytes: 6,
            elem: 1
        }
    );
}

#[test]
fn over_aligned_member_gets_padding() {
    // struct { char c; int x __attribute__((aligned(8))); }: upstream's
    // `[u8; 7usize]` from the end of `c`.
    let ms = [m(0, 1, 1, 0), m(8, 4, 4, 1)];
    let p = simulate_struct(&ms, None, &shape(16, 8, false)).unwrap();
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

#[test]
fn alignment_above_eight_is_always_spelled_out() {
    // One 16-aligned member (`__int128`) already gives the alignment,
    // but it is written anyway; 8 is left to the fields.
    let p = simulate_struct(&[m(0, 16, 16, 0)], None, &shape(16, 16, false)).unwrap();
    assert_eq!(p.align, Some(16));
    let p = simulate_struct(&[m(0, 8, 8, 0)], None, &shape(8, 8, false)).unwrap();
    assert_eq!(p.align, None);
}

#[test]
fn padding_between_members_is_an_interior_gap() {
    // A one-byte unit at 32 and a `short` at 34: one byte between them.
    assert!(has_interior_gap(&[
        m(0, 32, 4, 0),
        unit(32, 1),
        m(34, 2, 2, 2)
    ]));
    // Back to back (a unit, then a `char[3]`, then an `int`): none.
    assert!(!has_interior_gap(&[
        m(0, 32, 4, 0),
        unit(32, 1),
        m(33, 3, 1, 2),
        m(36, 4, 4, 3)
    ]));
    // Tail padding after the last member is no interior gap.
    assert!(!has_interior_gap(&[m(0, 32, 4, 0), unit(32, 1)]));
}

#[test]
fn opaque_blob_marker_needs_own_bitfields_and_a_small_alignment() {
    let l = |align| Layout { size: 8, align };
    let r = bits(&[(8, 5)]);
    assert_eq!(blob_marker(&r, l(4), 8, false), Some(4));
    assert_eq!(blob_marker(&r, l(1), 8, false), Some(1));
    assert_eq!(blob_marker(&r, l(8), 8, false), Some(8));
    // Above 8, or above what `[u64; 0]` gives (i686): `repr(align)`.
    assert_eq!(blob_marker(&r, l(16), 8, false), None);
    assert_eq!(blob_marker(&r, l(8), 4, false), None);
    // A zero-width bitfield makes no unit: no marker.
    assert_eq!(blob_marker(&bits(&[(32, 0)]), l(4), 8, false), None);
    // A blob only ours makes takes the marker below 8 without bitfields.
    assert_eq!(blob_marker(&bits(&[(32, 0)]), l(4), 8, true), Some(4));
    assert_eq!(blob_marker(&bits(&[(32, 0)]), l(8), 8, true), None);
}

#[test]
fn cxx_tail_is_whole_words_up_to_8_and_divisors_above() {
    // `struct Late : virtual Word { char r; }`: 15 bytes after `r` are one
    // 8-byte word once Rust aligns the field (9 -> 16, ends at 24).
    assert_eq!(cxx_tail(15, 8), (8, 8));
    assert_eq!(cxx_tail(24, 8), (24, 8));
    // i686: `u32` words, rounded down.
    assert_eq!(cxx_tail(11, 4), (8, 4));
    // Above 8: the exact bytes, in the largest element up to 8 dividing them.
    assert_eq!(cxx_tail(28, 16), (28, 4));
    assert_eq!(cxx_tail(23, 16), (23, 1));
    assert_eq!(cxx_tail(16, 32), (16, 8));
}
