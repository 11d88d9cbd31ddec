//! rustc rejects a `repr(packed)` type that contains (transitively, by value) a
//! `repr(align)` type (E0588). Such packed records become opaque blobs of the
//! right size and alignment instead; that can make their own packed
//! containers opaque too, so this runs to a fixpoint.

use super::RecordPlan;
use crate::fixpoint::fixpoint;
use crate::ir::{Ir, Record, RecordKind, TypeId, TypeKind};
use crate::options::BindgenOptions;
use std::collections::{HashMap, HashSet};

/// What [`carries_align`] looks at.
struct Seen<'a> {
    ir: &'a Ir,
    opts: &'a BindgenOptions,
    names: &'a [Option<String>],
    plans: &'a HashMap<TypeId, RecordPlan>,
    /// Typedefs emitted as blobs of their size.
    opaque_aliases: &'a HashSet<TypeId>,
    /// Types a `replaces` definition stands for, with it
    /// ([`super::replaced::replacements`]): what is emitted in their place.
    replaced: &'a HashMap<TypeId, TypeId>,
}

/// Whether the emitted form of `id` carries `#[repr(align)]` somewhere inside (by value).
fn carries_align(s: &Seen<'_>, id: TypeId, depth: u32) -> bool {
    if crate::fixpoint::too_deep("`analysis::packed_align::carries_align`", depth) {
        return true;
    }
    let (ir, plans) = (s.ir, s.plans);
    // (A type a `replaces` definition stands for is emitted as that
    // definition: its `repr(align)` is what counts, seed 7912 case 239.)
    if let Some(&by) = s.replaced.get(&id) {
        return carries_align(s, by, depth + 1);
    }
    match &ir.ty(id).kind {
        // An opaque typedef aligned to 8 or more is upstream's
        // `repr(align)` blob helper (`__BindgenOpaqueArray8<[u8; N]>`).
        TypeKind::Alias { .. }
            if s.opaque_aliases.contains(&id) && ir.ty(id).layout.is_some_and(|l| l.align >= 8) =>
        {
            true
        }
        TypeKind::Alias { target, .. } => carries_align(s, *target, depth + 1),
        // rustc looks for `repr(align)` types through fields of structs and
        // unions only, not into arrays: a packed record may hold
        // `[Aligned; 2]` (it compiles, and its layout checks pass).
        TypeKind::Array { .. } | TypeKind::IncompleteArray { .. } => false,
        TypeKind::Record(r) => match plans.get(&id) {
            // An opaque blob carries `#[repr(align(N))]` unless a
            // `_bindgen_align` marker gives its alignment instead; then
            // only 8-byte storage words (the `repr(align(8))` opaque-array
            // helper) do, as 8-byte padding words elsewhere (seed 7913 case 0).
            Some(p) if p.opaque => p.blob_marker.map_or(true, |a| a >= 8),
            Some(p) if p.align.is_some() => true,
            Some(p)
                if p.fields.iter().any(
                    |f| matches!(f, super::PlannedField::Padding { elem, .. } if *elem >= 8),
                ) =>
            {
                true
            }
            Some(_) if phantom_members(s, id, r) => false,
            Some(_) => r.fields.iter().any(|f| carries_align(s, f.ty, depth + 1)),
            None => false,
        },
        _ => false,
    }
}

/// Whether union `id` is surely emitted as a struct of
/// `__BindgenUnionField`s (`PhantomData`) beside plain storage words: its
/// members then hold nothing by value, and a `repr(align)` type among them
/// does not trouble a packed record around it (seed 7011 case 112). That
/// is so without untagged unions, and, unless the union takes the
/// `ManuallyDrop` style, without `Copy` derives or with a member that
/// surely is not `Copy` ([`crate::codegen`]'s `wrapper_union`; the
/// derives come later, so [`surely_not_copy`] tells what it can).
fn phantom_members(s: &Seen<'_>, id: TypeId, r: &Record) -> bool {
    use crate::options::NonCopyUnionStyle;
    let o = s.opts;
    if r.kind != RecordKind::Union {
        return false;
    }
    if !o.untagged_union {
        return true;
    }
    let name = s.names[id.0].as_deref().unwrap_or("");
    let manually_drop = !o.bindgen_wrapper_union.matches(name)
        && (o.manually_drop_union.matches(name)
            || o.default_non_copy_union_style == NonCopyUnionStyle::ManuallyDrop);
    !manually_drop && (!o.derive_copy || r.fields.iter().any(|f| surely_not_copy(s, f.ty, 0)))
}

/// Whether `ty` surely derives no `Copy`, as far as can be told before
/// the derives are computed: a record `--no-copy` or a `nocopy`
/// annotation names (or a typedef `--no-copy` names), or one holding such
/// a record by value (through arrays and typedefs). Anything else is taken as `Copy` (which
/// errs towards a blob, never towards a layout rustc refuses).
fn surely_not_copy(s: &Seen<'_>, ty: TypeId, depth: u32) -> bool {
    if crate::fixpoint::too_deep("`analysis::packed_align::surely_not_copy`", depth) {
        return false;
    }
    match &s.ir.ty(ty).kind {
        TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => {
            surely_not_copy(s, *elem, depth + 1)
        }
        // (A typedef emitted as a blob derives everything.)
        TypeKind::Alias { target, .. } if !s.opaque_aliases.contains(&ty) => {
            let name = s.names[ty.0].as_deref().unwrap_or("");
            s.opts.no_copy_types.matches(name) || surely_not_copy(s, *target, depth + 1)
        }
        TypeKind::Record(r) => {
            let name = s.names[ty.0].as_deref().unwrap_or("");
            // (A blocklisted record derives what the callbacks say.)
            let blocklisted =
                s.opts.blocklisted_types.matches(name) || s.opts.blocklisted_items.matches(name);
            let Some(plan) = s.plans.get(&ty).filter(|_| !blocklisted) else {
                return false;
            };
            // A member whose `hide` annotation hides its own type (a
            // pointer to a hidden record: `S_ptr_T`) derives nothing
            // through it, as the derive analysis finds (seed 7501 case 77).
            let hides = |(i, f): (usize, &crate::ir::Field)| {
                super::derive_facts::member_hides_type(s.ir, s.opts, s.names, ty, i, f.ty)
            };
            s.opts.no_copy_types.matches(name)
                || s.ir.annotations.type_says(ty, |a| a.no_copy)
                || !plan.opaque
                    && (r.fields.iter().enumerate().any(hides)
                        || r.fields.iter().any(|f| surely_not_copy(s, f.ty, depth + 1)))
        }
        _ => false,
    }
}

/// Turns packed plans that contain over-aligned types into their plain
/// `repr(C)` alternative (`unpacked`, when that gives C's layout too) or
/// into opaque blobs.
pub(crate) fn forbid_align_in_packed(
    ir: &Ir,
    plans: &mut HashMap<TypeId, RecordPlan>,
    unpacked: &HashMap<TypeId, RecordPlan>,
    names: &[Option<String>],
    opaque_aliases: &HashSet<TypeId>,
    replaced: &HashMap<TypeId, TypeId>,
    opts: &BindgenOptions,
) {
    fixpoint("packed records holding over-aligned types", || {
        let mut changed = Vec::new();
        let mut ids: Vec<TypeId> = plans.keys().copied().collect();
        ids.sort();
        for id in ids {
            let p = &plans[&id];
            if p.opaque || p.packed.is_none() {
                continue;
            }
            let TypeKind::Record(r) = &ir.ty(id).kind else {
                continue;
            };
            let seen = Seen {
                ir,
                opts,
                names,
                plans,
                opaque_aliases,
                replaced,
            };
            if !phantom_members(&seen, id, r)
                && r.fields.iter().any(|f| carries_align(&seen, f.ty, 0))
            {
                changed.push(id);
            }
        }
        if changed.is_empty() {
            return false;
        }
        for id in changed {
            if let Some(alt) = unpacked.get(&id) {
                plans.insert(id, alt.clone());
                continue;
            }
            let name = names[id.0].as_deref().unwrap_or("");
            crate::logging::warn(&format!(
                "{name}: packed struct contains an over-aligned type, which Rust cannot express; emitted as an opaque blob"
            ));
            if let Some(p) = plans.get_mut(&id) {
                p.opaque = true;
                p.fields.clear();
                p.packed = None;
                p.align = None;
            }
        }
        true
    });
}
