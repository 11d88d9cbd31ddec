//! Which subobject types a value holds (as a member or a base, at any
//! depth), for the base placement of `cxx.rs`: two subobjects of one type
//! never share an address, so an empty base that another base also holds
//! moves, which the placement does not guess.

use crate::fixpoint::too_deep;
use crate::ir::{Instantiation, Ir, TypeId, TypeKind};

/// Whether a value of type `id` holds a subobject of type `target` (a base
/// or a member, through arrays and typedefs, at any depth). `id` is a base
/// subobject: its virtual bases are not in it (the most derived class
/// places them at its end), but those of the members it holds are.
pub(super) fn holds_type(ir: &Ir, id: TypeId, target: TypeId, depth: u32) -> bool {
    holds(ir, id, target, depth, false)
}

/// [`holds_type`] of a complete object (`complete`: its virtual bases
/// count) or a base subobject.
fn holds(ir: &Ir, id: TypeId, target: TypeId, depth: u32, complete: bool) -> bool {
    let id = ir.resolve_aliases(id);
    if depth > 0 && id == target {
        return true;
    }
    if too_deep("`parse::subobjects::holds_type`", depth) {
        return false;
    }
    match &ir.ty(id).kind {
        TypeKind::Record(r) => {
            r.fields
                .iter()
                .any(|f| holds(ir, f.ty, target, depth + 1, true))
                || r.cxx.as_ref().is_some_and(|cx| {
                    cx.bases
                        .iter()
                        .filter(|b| complete || !b.is_virtual)
                        .any(|b| holds(ir, b.ty, target, depth + 1, complete))
                })
        }
        TypeKind::Array { elem, .. } => holds(ir, *elem, target, depth + 1, true),
        TypeKind::Instantiation(inst) => {
            // The template's own members, whatever the arguments.
            if holds(ir, inst.template, target, depth + 1, complete) {
                return true;
            }
            let params = known_params(ir, inst);
            inst.args.iter().enumerate().any(|(i, a)| {
                let Some(a) = a else { return false };
                // Only the arguments some member or base holds by value
                // (`Tag` in `Box<Tag>` with `Tag value;`, not in a
                // `Tm<Tag>` whose members never name it); when the
                // template's members are not known, any argument may be.
                let held = params.map_or(true, |p| {
                    p[i].as_ref()
                        .map_or(true, |n| param_held(ir, inst.template, n, depth + 1))
                });
                held && (ir.resolve_aliases(*a) == target || holds(ir, *a, target, depth + 1, true))
            })
        }
        _ => false,
    }
}

/// Whether base subobject `id` may hold a subobject of type `target` at
/// its own offset 0, where an empty base of that type would share its
/// address: through a member at offset 0 (clang's offsets), any of its
/// non-virtual bases (their offsets are not known here), the first
/// element of an array, or an instantiation's members (as
/// [`holds_type`]). A member past 0 (`A2 m10` after a vtable pointer) is
/// no clash, and neither is a base holding data of its own but no vtable
/// pointer in a class that has one: the pointer (its own or its primary
/// base's) takes offset 0, so such a base starts past it.
pub(super) fn holds_at_start(ir: &Ir, id: TypeId, target: TypeId, depth: u32) -> bool {
    let id = ir.resolve_aliases(id);
    if depth > 0 && id == target {
        return true;
    }
    if too_deep("`parse::subobjects::holds_at_start`", depth) {
        return false;
    }
    match &ir.ty(id).kind {
        TypeKind::Record(r) => {
            let dynamic = is_dynamic(ir, id, 0);
            r.fields
                .iter()
                .filter(|f| f.offset_bits == 0)
                .any(|f| holds_at_start(ir, f.ty, target, depth + 1))
                || r.cxx.as_ref().is_some_and(|cx| {
                    cx.bases
                        .iter()
                        .filter(|b| !b.is_virtual)
                        .filter(|b| {
                            !(dynamic && has_own_data(ir, b.ty) && !is_dynamic(ir, b.ty, 0))
                        })
                        .any(|b| holds_at_start(ir, b.ty, target, depth + 1))
                })
        }
        TypeKind::Array { elem, len } if *len > 0 => holds_at_start(ir, *elem, target, depth + 1),
        TypeKind::Instantiation(_) => holds_type(ir, id, target, depth),
        _ => false,
    }
}

/// Whether class `id` has a vtable pointer: virtual methods, a virtual
/// base, or a base that has one.
fn is_dynamic(ir: &Ir, id: TypeId, depth: u32) -> bool {
    let TypeKind::Record(r) = &ir.ty(ir.resolve_aliases(id)).kind else {
        return false;
    };
    let Some(cx) = &r.cxx else { return false };
    !too_deep("`parse::subobjects::is_dynamic`", depth)
        && (cx.has_virtual_methods
            || cx
                .bases
                .iter()
                .any(|b| b.is_virtual || is_dynamic(ir, b.ty, depth + 1)))
}

/// Whether record `id` declares a data member that takes room (not a
/// zero-width bitfield): it is no empty class, and as a base it takes
/// bytes of its own.
fn has_own_data(ir: &Ir, id: TypeId) -> bool {
    let TypeKind::Record(r) = &ir.ty(ir.resolve_aliases(id)).kind else {
        return false;
    };
    r.fields
        .iter()
        .any(|f| !matches!(f.kind, crate::ir::FieldKind::Bitfield { width: 0 }))
}

/// The template's parameter names, one per argument of `inst` (`None`
/// for a value or template parameter), when its members tell what each
/// argument becomes: a complete primary template that is a generic struct
/// or has value parameters (not nested in another template, whose
/// parameters would come first).
fn known_params<'a>(ir: &'a Ir, inst: &Instantiation) -> Option<&'a [Option<String>]> {
    let TypeKind::Record(r) = &ir.ty(inst.template).kind else {
        return None;
    };
    let g = r.generic.as_ref()?;
    // A value parameter (`int N`) takes a slot of its own; a member typed
    // by it (`int m[N]`) is an array of its element, which holds no type
    // parameter. What else makes a template inexpressible leaves its
    // members opaque, and an opaque member counts as holding every one.
    let expressible = g.inexpressible.is_none() || g.value_params;
    (inst.from_primary && r.complete && expressible && g.slots.len() == inst.args.len())
        .then_some(g.slots.as_slice())
}

/// Whether record `id` (a template, or a class inside one) holds its type
/// parameter `name` by value, in a member or a base.
fn param_held(ir: &Ir, id: TypeId, name: &str, depth: u32) -> bool {
    let TypeKind::Record(r) = &ir.ty(ir.resolve_aliases(id)).kind else {
        return true;
    };
    !too_deep("`parse::subobjects::param_held`", depth)
        && (r
            .fields
            .iter()
            .any(|f| type_holds_param(ir, f.ty, name, depth + 1))
            || r.cxx.as_ref().is_some_and(|cx| {
                cx.bases
                    .iter()
                    .any(|b| type_holds_param(ir, b.ty, name, depth + 1))
            }))
}

/// Whether a member or base of type `id`, inside a template, holds the
/// template's parameter `name` by value. Types not understood here (a
/// dependent one is opaque) are taken to hold it.
fn type_holds_param(ir: &Ir, id: TypeId, name: &str, depth: u32) -> bool {
    if too_deep("`parse::subobjects::type_holds_param`", depth) {
        return true;
    }
    match &ir.ty(ir.resolve_aliases(id)).kind {
        TypeKind::TypeParam { name: n } => n == name,
        TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => {
            type_holds_param(ir, *elem, name, depth + 1)
        }
        TypeKind::Instantiation(inst) => {
            let params = known_params(ir, inst);
            inst.args.iter().enumerate().any(|(i, a)| {
                a.is_some_and(|a| type_holds_param(ir, a, name, depth + 1))
                    && params.map_or(true, |p| {
                        p[i].as_ref()
                            .map_or(true, |n| param_held(ir, inst.template, n, depth + 1))
                    })
            })
        }
        // A class nested in the template sees its parameters.
        TypeKind::Record(r) if r.generic.is_some() => {
            param_held(ir, ir.resolve_aliases(id), name, depth + 1)
        }
        TypeKind::Opaque { .. } => true,
        _ => false,
    }
}
