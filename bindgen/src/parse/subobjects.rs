//! Which subobject types a value holds (as a member or a base, at any
//! depth), for the base placement of `cxx.rs`: two subobjects of one type
//! never share an address, so an empty base that another base also holds
//! moves, which the placement does not guess.

use crate::fixpoint::too_deep;
use crate::ir::{Instantiation, Ir, TypeId, TypeKind};

/// Whether a value of type `id` holds a subobject of type `target` (a base
/// or a member, through arrays and typedefs, at any depth).
pub(super) fn holds_type(ir: &Ir, id: TypeId, target: TypeId, depth: u32) -> bool {
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
                .any(|f| holds_type(ir, f.ty, target, depth + 1))
                || r.cxx.as_ref().is_some_and(|cx| {
                    cx.bases
                        .iter()
                        .any(|b| holds_type(ir, b.ty, target, depth + 1))
                })
        }
        TypeKind::Array { elem, .. } => holds_type(ir, *elem, target, depth + 1),
        TypeKind::Instantiation(inst) => {
            // The template's own members, whatever the arguments.
            if holds_type(ir, inst.template, target, depth + 1) {
                return true;
            }
            let params = known_params(ir, inst);
            inst.args.iter().enumerate().any(|(i, a)| {
                let Some(a) = a else { return false };
                // Only the arguments some member or base holds by value
                // (`Tag` in `Box<Tag>` with `Tag value;`, not in a
                // `Tm<Tag>` whose members never name it); when the
                // template's members are not known, any argument may be.
                let held = params.map_or(true, |p| param_held(ir, inst.template, &p[i], depth + 1));
                held && (ir.resolve_aliases(*a) == target || holds_type(ir, *a, target, depth + 1))
            })
        }
        _ => false,
    }
}

/// The template's parameter names, one per argument of `inst`, when its
/// members tell what each argument becomes: a complete primary template
/// that is a generic struct (not nested in another template, whose
/// parameters would come first).
fn known_params<'a>(ir: &'a Ir, inst: &Instantiation) -> Option<&'a [String]> {
    let TypeKind::Record(r) = &ir.ty(inst.template).kind else {
        return None;
    };
    let g = r.generic.as_ref()?;
    (inst.from_primary
        && r.complete
        && g.inexpressible.is_none()
        && g.params.len() == inst.args.len())
    .then_some(g.params.as_slice())
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
                    && params.map_or(true, |p| param_held(ir, inst.template, &p[i], depth + 1))
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
