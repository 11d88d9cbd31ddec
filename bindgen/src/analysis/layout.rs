//! Record layout plans: which Rust fields, padding, bitfield units and `repr`s
//! reproduce clang's layout exactly, or the decision to emit an opaque blob.
//!
//! The plan is found by simulation: each candidate `repr` (plain, then
//! `packed(N)` for growing N) is laid out the way rustc lays out `repr(C)`,
//! and the first candidate that puts every member at clang's offset and ends
//! at clang's size wins. Nothing that fails the simulation is ever emitted.

use super::empty_base::is_empty_base;
use super::member_align::{field_c_align, max_field_c_align, members_at_natural_offsets};
use crate::ir::{FieldKind, FloatKind, Ir, Layout, Record, RecordKind, TypeId, TypeKind};
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
    /// `vtable_: *const Class__bindgen_vtable`, first, in a C++ class
    /// with its own vtable pointer.
    VtablePtr,
    /// `_base` (`_base_1`, ...): the C++ base class at `index` in the
    /// record's bases, named after that index (`_base_1` for the second
    /// base even when the first, empty or virtual, has no field), as upstream.
    Base { index: usize },
    /// `_address: u8`: an empty C++ class (C++ gives it size 1).
    Address,
    /// `_bindgen_align: [uN; 0]`, first when present: gives a record with
    /// bitfield units the alignment (`align` bytes) its fields do not.
    AlignMarker { align: u64 },
    /// `_bitfield_N: __BindgenBitfieldUnit<[u8; bytes]>` holding one run of
    /// adjacent bitfields; `members` are the IR indices of its named ones.
    BitfieldUnit {
        number: usize,
        offset: u64,
        bytes: u64,
        members: Vec<usize>,
    },
}

/// How a complete record is emitted.
#[derive(Clone, Debug)]
pub(crate) struct RecordPlan {
    /// Fields in order (empty when opaque).
    pub fields: Vec<PlannedField>,
    /// `Some(1)` -> `repr(C, packed)`, `Some(n)` -> `repr(C, packed(n))`;
    /// for a record the user made opaque, the packing C gives it (the blob
    /// is not packed).
    pub packed: Option<u64>,
    /// Extra `#[repr(align(n))]`.
    pub align: Option<u64>,
    /// Emit as an opaque blob instead.
    pub opaque: bool,
    /// An opaque union the user asked for (`--opaque-type`, `opaque`
    /// annotation) stays a Rust `union` of its blob, as upstream emits it;
    /// other opaque records (and every one under `--disable-untagged-union`)
    /// are structs.
    pub opaque_union: bool,
    /// A union the user asked to be opaque, under untagged unions: it
    /// derives as a union (only `Copy`/`Clone`, a zero-filling `Default`,
    /// `Debug` by hand under `--impl-debug`) whether it is emitted as a
    /// union or, under `--no-derive-copy`, as a struct; what holds it
    /// derives no more than that.
    pub opaque_union_like: bool,
    /// The user asked for the blob (`--opaque-type`, `opaque` annotation):
    /// it derives `Copy` even for a C++ class with a destructor, as upstream.
    pub opaque_requested: bool,
    /// The `_bindgen_align: [uN; 0]` marker (its `N` bytes) the record's
    /// opaque blob carries instead of `#[repr(align(N))]`, whether or not
    /// the record is emitted as one ([`blob_marker`]).
    pub blob_marker: Option<u64>,
    /// clang's layout.
    pub layout: Layout,
}

struct Member {
    field: PlannedField,
    offset: u64,
    size: u64,
    align: u64,
}

/// Every complete record's plan, and for packed records planned
/// `packed(N)` the plain `repr(C)` plan that also gives C's layout, if any
/// ([`super::packed_align`] falls back to it when `packed` is refused).
pub(crate) struct Plans {
    pub plans: HashMap<TypeId, RecordPlan>,
    pub unpacked: HashMap<TypeId, RecordPlan>,
}

/// Plans every complete record.
pub(crate) fn plan_all(
    ir: &Ir,
    opts: &BindgenOptions,
    names: &[Option<String>],
    cxx: &super::cxx::CxxFacts,
    replaced: &HashMap<TypeId, TypeId>,
) -> Plans {
    let mut out = HashMap::new();
    let mut unpacked = HashMap::new();
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
        let field_align = max_field_c_align(ir, r);
        let name = names[i].as_deref().unwrap_or("");
        let opaque_requested =
            opts.opaque_types.matches(name) || ir.annotations.type_says(TypeId(i), |a| a.opaque);
        // A record the user makes opaque keeps whether C packs it (the
        // `packed` of the plan it would have): upstream's packed structs
        // without `Copy` derive nothing, blobs included (`analysis::derive`).
        let mut c_packed = None;
        let plan = if opaque_requested {
            c_packed = members(ir, r, false, &cxx.blocklisted_bases, replaced)
                .and_then(|m| {
                    plan_record(
                        ir,
                        opts,
                        r,
                        &m,
                        layout,
                        (unit_align_cap, field_align),
                        false,
                    )
                })
                .and_then(|p| p.packed);
            None
        } else if let Some(why) = &r.force_opaque {
            crate::logging::warn(&format!("{name}: {why}; emitted as an opaque blob"));
            None
        } else if let Some(why) = r.cxx.as_ref().and_then(|c| c.unsupported.as_ref()) {
            crate::logging::warn(&format!("{name}: {why}; emitted as an opaque blob"));
            None
        } else if primary_behind_field(ir, r, &cxx.blocklisted_bases) {
            crate::logging::warn(&format!(
                "{name}: its primary (dynamic) base is not its first base; emitted as an opaque blob"
            ));
            None
        } else {
            let vtable = cxx.own_vtable.contains(&TypeId(i));
            let members = members(ir, r, vtable, &cxx.blocklisted_bases, replaced);
            let plan = |unpacked_only| {
                plan_record(
                    ir,
                    opts,
                    r,
                    members.as_deref()?,
                    layout,
                    (unit_align_cap, field_align),
                    unpacked_only,
                )
            };
            let p = plan(false);
            if p.as_ref().is_some_and(|p| p.packed.is_some()) {
                if let Some(alt) = plan(true) {
                    unpacked.insert(TypeId(i), alt);
                }
            }
            if p.is_none() {
                crate::logging::warn(&format!(
                    "{name}: Rust cannot express this layout (size {}, align {}); emitted as an opaque blob",
                    layout.size, layout.align
                ));
            }
            p
        };
        let union_like =
            opaque_requested && r.kind == crate::ir::RecordKind::Union && opts.untagged_union;
        // A union in the `ManuallyDrop` style stays a `union` of its blob
        // under `--no-derive-copy` too, as upstream's.
        let manually_drop = opts.manually_drop_style(name);
        let plan = plan.unwrap_or(RecordPlan {
            fields: vec![],
            packed: c_packed,
            align: None,
            opaque: true,
            // (With `--disable-untagged-union` or `--no-derive-copy` it is
            // a struct, as upstream's, except in the `ManuallyDrop` style;
            // so is an empty one, of no bytes, also as upstream's.)
            opaque_union: union_like && ((opts.derive_copy && layout.size > 0) || manually_drop),
            opaque_union_like: union_like,
            opaque_requested,
            blob_marker: None,
            layout,
        });
        // A blob only ours makes (Rust cannot express the layout) has no
        // upstream form: it takes the marker too, so that a packed record
        // holding it keeps its fields, as upstream's does.
        let ours_only_blob = plan.opaque && !plan.opaque_requested;
        let marker = blob_marker(r, layout, unit_align_cap, ours_only_blob);
        if let Some(alt) = unpacked.get_mut(&TypeId(i)) {
            alt.blob_marker = marker;
        }
        out.insert(
            TypeId(i),
            RecordPlan {
                blob_marker: marker,
                ..plan
            },
        );
    }
    Plans {
        plans: out,
        unpacked,
    }
}

/// Size and alignment of a field type as the emitted Rust type has them.
/// A type named by a `replaces` annotation is spelled with its
/// replacement's definition (`replaced`, [`super::replaced::replacements`]),
/// so the replacement's layout counts, not the replaced type's.
pub(crate) fn rust_layout(
    ir: &Ir,
    replaced: &HashMap<TypeId, TypeId>,
    id: TypeId,
) -> Option<Layout> {
    if let Some(&by) = replaced.get(&id) {
        return rust_layout(ir, replaced, by);
    }
    match &ir.ty(id).kind {
        TypeKind::IncompleteArray { elem } => rust_layout(ir, replaced, *elem).map(|l| Layout {
            size: 0,
            align: l.align,
        }),
        // A Rust type alias cannot change alignment: the target's Rust layout
        // counts, not a typedef's `aligned` attribute that clang reports.
        TypeKind::Alias { target, .. } => rust_layout(ir, replaced, *target).or(ir.ty(id).layout),
        // Emitted as a `blob` of at most 16-aligned elements (`codegen::ty`),
        // whatever alignment clang gives (a 1024-byte vector is 1024-aligned).
        TypeKind::Opaque { .. } => ir.ty(id).layout.map(|l| {
            let a = l.align.clamp(1, 16);
            Layout {
                size: l.size,
                align: if l.size % a == 0 { a } else { 1 },
            }
        }),
        // `[T; N]` has T's Rust alignment; clang's array layout may carry a
        // typedef's `aligned` attribute that the emitted element type cannot.
        TypeKind::Array { elem, len } => {
            let e = rust_layout(ir, replaced, *elem)?;
            Some(Layout {
                size: e.size.checked_mul(*len)?,
                align: e.align,
            })
        }
        TypeKind::Function(_) => None,
        // A `long double` of neither 8 nor 16 bytes (i686's 12) is a byte
        // array (`codegen::ty`): alignment 1, whatever clang gives.
        TypeKind::Float(FloatKind::LongDouble | FloatKind::Float128) => {
            ir.ty(id).layout.map(|l| match l.size {
                8 | 16 => l,
                size => Layout { size, align: 1 },
            })
        }
        _ => ir.ty(id).layout,
    }
}

/// Whether clang moved the primary (dynamic) base to offset 0 ahead of a
/// base declared before it that gets a Rust field: the fields keep the
/// declaration order, so they cannot follow. When every base declared
/// before it is blocklisted (or empty), the primary base is the first
/// field and the blocklisted bytes after it are padding, as upstream lays
/// it out.
fn primary_behind_field(
    ir: &Ir,
    r: &Record,
    blocklisted_bases: &std::collections::HashSet<TypeId>,
) -> bool {
    let Some(cx) = r.cxx.as_ref().filter(|cx| cx.primary_moved) else {
        return false;
    };
    // (The primary base sits at 0; any other data base starts past it.)
    cx.bases
        .iter()
        .find(|b| {
            !b.is_virtual
                && !is_empty_base(ir, b.ty, 0)
                && !blocklisted_bases.contains(&ir.resolve_aliases(b.ty))
        })
        .is_some_and(|b| b.offset_bits != 0)
}

/// The record's members in declaration order: data fields and one
/// bitfield unit per run of adjacent bitfields.
fn members(
    ir: &Ir,
    r: &Record,
    vtable: bool,
    blocklisted_bases: &std::collections::HashSet<TypeId>,
    replaced: &HashMap<TypeId, TypeId>,
) -> Option<Vec<Member>> {
    let mut out = Vec::new();
    if vtable {
        out.push(Member {
            field: PlannedField::VtablePtr,
            offset: 0,
            size: ir.pointer_size,
            align: ir.pointer_size,
        });
    }
    if let Some(cx) = &r.cxx {
        for (index, b) in cx.bases.iter().enumerate() {
            // A virtual base lives at the end of the most derived object:
            // its bytes are tail padding here. An empty base takes no room.
            if b.is_virtual
                || is_empty_base(ir, b.ty, 0)
                || blocklisted_bases.contains(&ir.resolve_aliases(b.ty))
            {
                continue;
            }
            let l = rust_layout(ir, replaced, b.ty)?;
            out.push(Member {
                field: PlannedField::Base { index },
                offset: b.offset_bits / 8,
                size: l.size,
                align: l.align,
            });
        }
    }
    let mut i = 0;
    let mut unit_number = 0;
    while i < r.fields.len() {
        let f = &r.fields[i];
        match f.kind {
            FieldKind::Data => {
                if f.offset_bits % 8 != 0 {
                    return None;
                }
                let l = rust_layout(ir, replaced, f.ty)?;
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
                let run: Vec<usize> = (start..i).collect();
                if let Some(unit) = unit_member(r, &run, unit_number + 1) {
                    unit_number += 1;
                    out.push(unit);
                }
            }
        }
    }
    Some(out)
}

/// The `_bitfield_N` storage for one run of adjacent (non-zero-width)
/// bitfields, however long: the bytes from the one holding the run's first
/// bit to the one holding its last. Units are byte arrays (alignment 1); any
/// gap before one is explicit padding and the record's alignment comes from
/// its other fields or the `_bindgen_align` marker (see [`finish`]).
///
/// A `:0` field only moves the next field. A run of nothing else has no
/// storage and gets no unit; one at the end of a run stretches the unit to
/// the boundary it moved to (`unsigned a : 4; unsigned : 0;` after a `char`
/// gives 3 bytes), as upstream does.
fn unit_member(r: &Record, run: &[usize], number: usize) -> Option<Member> {
    let first_bit = run
        .iter()
        .filter(|&&k| bit_width(r, k) > 0)
        .map(|&k| r.fields[k].offset_bits)
        .min()?;
    let end_bit = run
        .iter()
        .map(|&k| r.fields[k].offset_bits + u64::from(bit_width(r, k)))
        .max()?;
    let offset = first_bit / 8;
    let bytes = crate::ir::pieces(end_bit, 8) - offset;
    let members = run
        .iter()
        .copied()
        .filter(|&k| r.fields[k].name.is_some())
        .collect();
    Some(Member {
        field: PlannedField::BitfieldUnit {
            number,
            offset,
            bytes,
            members,
        },
        offset,
        size: bytes,
        align: 1,
    })
}

/// The largest alignment a `[uN; 0]` field surely has on the target, as
/// far as the IR tells: the alignment clang gives the integer types it saw
/// (`long long` is 4-aligned on i686, where Rust's `u64` is too), and 8 on
/// 64-bit targets, where pointers already need it. Never above the pointer
/// size: upstream spells larger alignments `#[repr(align(N))]` (a 32-bit ARM
/// or MSVC record of `long long` bitfields), which gives the same layout.
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
        .min(ir.pointer_size.max(1))
        .min(8)
}

/// The alignment an opaque blob of record `r` spells with a leading
/// `_bindgen_align: [uN; 0]` marker rather than `#[repr(align(N))]`, as
/// upstream 0.73 does: when the record itself has a bitfield of non-zero
/// width (one inside a nested or anonymous member does not count, nor does
/// one of a base) and C aligns it to at most 8 and to no more than `cap`
/// ([`max_unit_align`]; `[u64; 0]` is only 4-aligned on i686, where
/// upstream writes `align(8)`). A blob only ours makes (`ours_only`: Rust
/// cannot express the layout; upstream lays it out) takes the marker too
/// when aligned below 8 (an 8-aligned one is stored in words that carry
/// `repr(align(8))` anyway). Rust has no `packed` type hold a
/// `repr(align)` one (E0588), so only such a blob may sit in a packed
/// record, when its storage words carry no alignment either
/// ([`super::packed_align`]).
fn blob_marker(r: &Record, layout: Layout, cap: u64, ours_only: bool) -> Option<u64> {
    let has_bits = r
        .fields
        .iter()
        .any(|f| matches!(f.kind, FieldKind::Bitfield { width } if width > 0));
    let align = layout.align.max(1);
    let marked = has_bits || (ours_only && align < 8);
    (marked && align <= 8 && align <= cap).then_some(align)
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
        crate::ir::round_up(x, a)
    }
}

/// `members` are the record's [`members`]; `cap` is [`max_unit_align`] of
/// the IR and `field_align` [`max_field_c_align`] of the record;
/// `unpacked_only` asks for the plain `repr(C)` plan alone.
fn plan_record(
    ir: &Ir,
    opts: &BindgenOptions,
    r: &Record,
    members: &[Member],
    layout: Layout,
    (cap, field_align): (u64, u64),
    unpacked_only: bool,
) -> Option<RecordPlan> {
    if members.is_empty() && r.cxx.is_some() && layout.size == 1 {
        return Some(RecordPlan {
            fields: vec![PlannedField::Address],
            packed: None,
            align: None,
            opaque: false,
            opaque_union: false,
            opaque_union_like: false,
            opaque_requested: false,
            blob_marker: None,
            layout,
        });
    }
    // A record C aligns less than one of its members' types (`#pragma
    // pack(4)` around a 16-aligned vector, an 8-aligned `char` vector in a
    // `pack(1)` union) is packed for upstream as if it had the attribute:
    // `packed(N)` is tried first and padding is spelled in bytes.
    let packed_attr = r.packed_attr || field_align > layout.align.max(1);
    let mut candidates: Vec<Option<u64>> = Vec::new();
    if !packed_attr || unpacked_only {
        candidates.push(None);
    }
    let mut n = 1;
    while n <= layout.align.max(1) && !unpacked_only {
        candidates.push(Some(n));
        n *= 2;
    }
    // A packed record whose members all sit at their natural offsets but
    // that is aligned more than they are (`packed, aligned(8)` around an
    // `int` and two `short`s) needs `align(N)`, which Rust refuses next to
    // `packed`: plain `repr(C)` with `align(N)` gives it, as upstream emits.
    if packed_attr && !unpacked_only {
        candidates.push(None);
    }
    let shape = Shape {
        layout,
        explicit: opts.explicit_padding,
        has_units: members
            .iter()
            .any(|m| matches!(m.field, PlannedField::BitfieldUnit { .. })),
        marker_cap: cap,
        packed_attr,
        force_align: false,
        plain_c: r
            .cxx
            .as_ref()
            .map_or(true, |c| c.bases.is_empty() && !c.has_virtual_methods),
        empty_base_tail: r.cxx.as_ref().is_some_and(|cx| {
            cx.bases.iter().any(|b| is_empty_base(ir, b.ty, 0))
                && !cx.bases.iter().any(|b| has_virtual_base(ir, b, 0))
        }),
    };
    // Unless a member's type is aligned above 8 (a 16-byte vector, which
    // Rust spells as an array of its elements): then upstream writes plain
    // `repr(C)` with the record's alignment spelled out, `align(N)` (or
    // `_bindgen_align` next to bitfield units) even where the fields give it.
    // That holds while every member sits at its type's natural offset;
    // once one does not (a vector with the `packed` member attribute after
    // an `int`), or padding separates two members (a `short` after a
    // one-byte bitfield unit, an `int` after a `char`), upstream writes
    // `packed(N)` with the alignment spelled out: `_bindgen_align` next to
    // bitfield units. (Without units that is `packed(N)` next to
    // `align(N)`, which rustc rejects: ours stays plain, documented in
    // "Packed records around vectors".)
    if packed_attr && field_align > 8 && layout.align > 1 && !unpacked_only {
        let forced = Shape {
            force_align: true,
            ..shape
        };
        let gap = match r.kind {
            RecordKind::Struct => has_interior_gap(members),
            RecordKind::Union => union_has_sequential_gap(ir, r, members),
        };
        if shape.has_units && (!members_at_natural_offsets(ir, r) || gap) {
            if let Some(p) = simulate(r, members, Some(layout.align), &forced) {
                return Some(p);
            }
        }
        if let Some(p) = simulate(r, members, None, &forced) {
            return Some(p);
        }
    }
    // A packed record with bitfield units that lays out unpacked and only
    // needs `_bindgen_align` for C's alignment stays unpacked (upstream's
    // choice for e.g. `packed, aligned(4)` around one bitfield).
    if packed_attr && shape.has_units && !unpacked_only {
        let plain = simulate(r, members, None, &shape);
        if let Some(p) =
            plain.filter(|p| matches!(p.fields.first(), Some(PlannedField::AlignMarker { .. })))
        {
            return Some(p);
        }
    }
    candidates
        .into_iter()
        .find_map(|pack| simulate(r, members, pack, &shape))
}

/// Whether padding separates two consecutive members (a data field, a
/// base or a bitfield unit, each spanning its bytes): the tail after the
/// last one does not count.
fn has_interior_gap(members: &[Member]) -> bool {
    members
        .windows(2)
        .any(|w| w[1].offset > w[0].offset.saturating_add(w[0].size))
}

/// Whether padding would separate two consecutive members of union `r` if
/// they followed each other as in a struct, each data field at a multiple
/// of its type's C alignment ([`field_c_align`]) and each bitfield unit
/// right after the member before it. Upstream weighs a union's members
/// that way when it decides whether to pack it (`V v; char c; int i;`,
/// `char c; V v;` are packed, `V v; _Bool b : 1; char c; short s;` not).
fn union_has_sequential_gap(ir: &Ir, r: &Record, members: &[Member]) -> bool {
    let mut end = 0u64;
    for (k, m) in members.iter().enumerate() {
        let align = match m.field {
            PlannedField::Data { index } => field_c_align(ir, r, index),
            _ => 1,
        };
        if k > 0 && align_up(end, align) > end {
            return true;
        }
        end = end.saturating_add(m.size);
    }
    false
}

fn simulate(
    r: &Record,
    members: &[Member],
    pack: Option<u64>,
    shape: &Shape,
) -> Option<RecordPlan> {
    match r.kind {
        RecordKind::Struct => simulate_struct(members, pack, shape),
        RecordKind::Union => simulate_union(members, pack, shape),
    }
}

/// What the simulation of one record needs besides its members.
#[derive(Clone, Copy)]
struct Shape {
    /// clang's layout.
    layout: Layout,
    /// `--explicit-padding`.
    explicit: bool,
    /// Whether the record has bitfield units (only those get `_bindgen_align`).
    has_units: bool,
    /// The largest alignment a `[uN; 0]` marker surely has ([`max_unit_align`]).
    marker_cap: u64,
    /// `__attribute__((packed))` on the record.
    packed_attr: bool,
    /// Spell out the record's alignment (`align(N)` or `_bindgen_align`)
    /// even when the fields already give it (see [`plan_record`]).
    force_align: bool,
    /// The record is no C++ class with bases or virtual methods (whose
    /// virtual bases' or vtable pointer's bytes would make up its tail:
    /// see [`cxx_tail`]).
    plain_c: bool,
    /// A C++ class with an empty base and no virtual one: a tail past its
    /// members is an empty base clang moved past the data (its type was
    /// taken at 0), which upstream spells in words of the class's
    /// alignment (`u32`, `__BindgenOpaqueArray8<[u8; 8usize]>`), as the
    /// tail after bitfield units. (A virtual base's tail: [`cxx_tail`].)
    empty_base_tail: bool,
}

/// Whether base `b` is virtual or has a virtual base through its own
/// bases (whose bytes the most derived class places).
fn has_virtual_base(ir: &Ir, b: &crate::ir::Base, depth: u32) -> bool {
    if b.is_virtual {
        return true;
    }
    if crate::fixpoint::too_deep("`analysis::layout::has_virtual_base`", depth) {
        return true;
    }
    match &ir.ty(ir.resolve_aliases(b.ty)).kind {
        TypeKind::Record(r) => r.cxx.as_ref().is_some_and(|cx| {
            cx.bases
                .iter()
                .any(|inner| has_virtual_base(ir, inner, depth + 1))
        }),
        _ => false,
    }
}

/// The tail of a C++ class with bases or virtual methods that Rust's
/// rounding leaves short (the bytes of its virtual bases, mostly), as
/// `(bytes, element size)`. Up to an alignment of 8, whole elements of the
/// class's alignment (`u32` on i686, `__BindgenOpaqueArray8<[u8; N]>` on
/// x86_64): the field starts where Rust aligns it and the elements end at
/// clang's size, and the element gives the class its alignment without
/// `repr(align)`. That is upstream's spelling whenever its own is right: it
/// writes the element count rounded down for 4, and for 8 the exact byte
/// count, which rounds the class's size up when the bytes are not whole
/// words (see differences.md). Above 8, the largest element up to 8 that
/// divides the bytes, next to `repr(align(N))`, as upstream.
fn cxx_tail(bytes: u64, align: u64) -> (u64, u64) {
    if align <= 8 {
        (bytes - bytes % align, align)
    } else {
        (bytes, padding_elem(bytes, align))
    }
}

fn padding_elem(bytes: u64, align: u64) -> u64 {
    let mut e = align.clamp(1, 8);
    while e > 1 && bytes % e != 0 {
        e /= 2;
    }
    e
}

fn simulate_struct(members: &[Member], pack: Option<u64>, shape: &Shape) -> Option<RecordPlan> {
    let cap = pack.unwrap_or(u64::MAX);
    let explicit = shape.explicit;
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
        // A member that C places beyond where Rust would (an `aligned`
        // member, a unit after a `:0`, ...) gets byte padding from the end
        // of the previous field, as upstream spells it (`[u8; 7usize]`);
        // `--explicit-padding` spells every other gap that way too, but in
        // a `packed(N)` struct, as upstream, only the tail: the gaps
        // `packed(N)` alignment leaves are implicit; nor before a base.
        // Upstream spells no gap before a base that sits where Rust puts
        // it anyway.
        let base = matches!(m.field, PlannedField::Base { .. });
        if m.offset > natural || explicit && pack.is_none() && !base && m.offset > offset {
            fields.push(PlannedField::Padding {
                number: pad_no,
                bytes: m.offset - offset,
                elem: 1,
            });
            pad_no += 1;
        }
        fields.push(m.field.clone());
        offset = m.offset + m.size;
        max_align = max_align.max(a);
    }
    let last_is_unit = members
        .last()
        .is_some_and(|m| matches!(m.field, PlannedField::BitfieldUnit { .. }));
    let draft = Draft {
        fields,
        end: offset,
        rust_align: max_align,
        pack,
        pad_no,
        last_is_unit,
    };
    finish(draft, shape)
}

fn simulate_union(members: &[Member], pack: Option<u64>, shape: &Shape) -> Option<RecordPlan> {
    let cap = pack.unwrap_or(u64::MAX);
    let mut fields = Vec::new();
    let mut size = 0u64;
    let mut max_align = 1u64;
    for m in members {
        if m.offset != 0 {
            return None;
        }
        let a = m.align.min(cap).max(1);
        fields.push(m.field.clone());
        size = size.max(m.size);
        max_align = max_align.max(a);
    }
    let draft = Draft {
        fields,
        end: size,
        rust_align: max_align,
        pack,
        pad_no: 0,
        last_is_unit: false,
    };
    // Unions never spell out padding for `--explicit-padding`.
    let shape = Shape {
        explicit: false,
        ..*shape
    };
    let mut plan = finish(draft, &shape)?;
    // Where the members fall short of C's size (a `replaces` type smaller
    // than the one C laid out), the padding is one more member at offset 0:
    // it spans the whole size, not what follows the largest member.
    for f in &mut plan.fields {
        if let PlannedField::Padding { bytes, .. } = f {
            *bytes = shape.layout.size;
        }
    }
    Some(plan)
}

/// A record's Rust fields as simulated, before its alignment and tail.
struct Draft {
    fields: Vec<PlannedField>,
    /// Where the last field ends (the largest member, in a union).
    end: u64,
    /// The alignment the fields give under `pack`.
    rust_align: u64,
    pack: Option<u64>,
    /// The next `__bindgen_padding_N` number.
    pad_no: usize,
    /// Whether the last field is a bitfield unit.
    last_is_unit: bool,
}

/// Reaches clang's size and alignment, as upstream 0.73 does. First the
/// tail: structs whose last field is a bitfield unit (and any record that
/// Rust's rounding would leave short) spell out their trailing padding up to
/// the C size (`__bindgen_padding_N: [u8; 3usize]`, `u16`, ...). Then, if
/// the fields (tail included) still align the record less than C does, a
/// record with bitfield units gets a leading `_bindgen_align: [uN; 0]` (which
/// also works under `packed(N)`, where Rust rejects `align`); other records,
/// and alignments above 8, get `#[repr(align(N))]`.
fn finish(draft: Draft, shape: &Shape) -> Option<RecordPlan> {
    let Draft {
        mut fields,
        end,
        rust_align,
        pack,
        pad_no,
        last_is_unit,
    } = draft;
    let layout = shape.layout;
    let final_align = layout.align.max(1);
    if rust_align > final_align {
        return None;
    }
    let explicit = shape.explicit;
    // The tail first: its element type may already give the alignment.
    let mut tail = None;
    let mut rust_align = rust_align;
    if align_up(end, final_align) != layout.size
        || ((explicit || last_is_unit) && end < layout.size)
    {
        if end > layout.size {
            return None;
        }
        let bytes = layout.size - end;
        if bytes > 0 {
            // Packed records spell their padding in bytes, as upstream does.
            let plain = !explicit && pack.is_none() && !shape.packed_attr;
            let (bytes, elem) = if !plain {
                (bytes, 1)
            } else if last_is_unit {
                (bytes, padding_elem(bytes, final_align))
            } else if shape.plain_c && final_align <= 8 && bytes >= final_align {
                // Whole elements of the record's alignment (`u32` for the
                // 4 bytes after `int m; long long : 0;`, `u32` for 7 after
                // `int m; char c; long long : 0;`): Rust's rounding to that
                // alignment supplies the rest, as in upstream's output.
                (bytes - bytes % final_align, final_align)
            } else if shape.has_units || shape.empty_base_tail {
                (bytes, padding_elem(bytes, final_align))
            } else {
                cxx_tail(bytes, final_align)
            };
            if bytes > 0 {
                rust_align = rust_align.max(elem);
                tail = Some(PlannedField::Padding {
                    number: pad_no,
                    bytes,
                    elem,
                });
            }
        }
    }
    let mut align = None;
    if rust_align < final_align || shape.force_align && final_align > 1 {
        let marker_ok = shape.has_units
            && final_align <= 8
            && final_align <= shape.marker_cap
            && final_align <= pack.unwrap_or(u64::MAX);
        if marker_ok {
            fields.insert(0, PlannedField::AlignMarker { align: final_align });
        } else if pack.is_none() {
            align = Some(final_align);
        } else {
            // Rust rejects `packed` together with `align` on one type.
            return None;
        }
    } else if final_align > 8 && pack.is_none() {
        // Alignments above 8 are always spelled out, as upstream does: Rust
        // gave `u128` an alignment of 8 before 1.77 on x86_64, so a record
        // that only reaches 16 through its fields would be under-aligned there.
        align = Some(final_align);
    }
    fields.extend(tail);
    Some(RecordPlan {
        fields,
        packed: pack,
        align,
        opaque: false,
        opaque_union: false,
        opaque_union_like: false,
        opaque_requested: false,
        blob_marker: None,
        layout,
    })
}

#[cfg(test)]
mod tests;
