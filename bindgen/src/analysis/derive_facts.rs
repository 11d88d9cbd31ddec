//! Facts about a record's C/C++ members that the derive analysis
//! (`derive.rs`) asks: a leaf reading only the IR and the layout plan.

use super::{PlannedField, RecordPlan};
use crate::fixpoint::{too_deep, walk, Step};
use crate::ir::{Field, FieldKind, FloatKind, Ir, Record, RecordKind, TypeId, TypeKind};
use std::collections::{HashMap, HashSet};

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

/// What [`opaque_holds_float`] asks besides the IR: which records are
/// opaque or blocklisted, and which allowlist is in force.
pub(super) struct FloatScope<'a> {
    pub plans: &'a HashMap<TypeId, RecordPlan>,
    pub blocklisted: &'a HashSet<TypeId>,
    /// Each type's name as the lists match it.
    pub names: &'a [Option<String>],
    pub allowlist: Allowlist<'a>,
}

/// Which items upstream's float analysis takes part in, as far as an
/// opaque record's members go (found by experiment, see
/// [`opaque_holds_float`]).
#[derive(Clone, Copy)]
pub(super) enum Allowlist<'a> {
    /// No allowlist: every item.
    None,
    /// An allowlist followed recursively: a member's type only when its
    /// name matches (the opaque record leads nowhere), asked of `matches`.
    Recursive(&'a dyn Fn(&str) -> bool),
    /// `--no-recursive-allowlist`: the members' own types, no further.
    Flat,
}

/// Whether opaque record `id` holds a float as upstream sees through an
/// opaque record: a member of a floating or complex type, or an array of
/// one (typedefs are not followed), or a record defined inside `id` (and
/// not hidden by `hide`) that holds one by the same rule, or (without an
/// allowlist) a member whose type [`settled_float`] finds. Under a
/// recursive allowlist a member counts only if upstream's name for its
/// type ([`member_type_name`]) is allowlisted.
///
/// Upstream answers by a fixpoint over its items that never revisits an
/// opaque record (it has no edges to its members): the record sees only
/// what is known when the worklist, highest item first, first reaches it.
/// Items created after it are known: its own members' types and records
/// defined inside it, and every array type (made when the whole file has
/// been read).
pub(super) fn opaque_holds_float(ir: &Ir, scope: &FloatScope, id: TypeId, depth: u32) -> bool {
    let TypeKind::Record(r) = &ir.ty(id).kind else {
        return false;
    };
    if too_deep("`analysis::derive_facts::opaque_holds_float`", depth) {
        return false;
    }
    r.fields.iter().enumerate().any(|(index, f)| {
        let t = strip_arrays(ir, f.ty);
        // (A record `hide` hides with the member is not looked into.)
        let hidden = ir.annotations.type_says(t, |a| a.hide)
            || ir
                .annotations
                .fields
                .get(&(id, index))
                .is_some_and(|a| a.hide)
                && hide_reaches_type(ir, id, index, f.ty);
        let listed = match scope.allowlist {
            Allowlist::Recursive(matches) => matches(&member_type_name(ir, scope, id, f.ty)),
            _ => true,
        };
        let settled = match scope.allowlist {
            Allowlist::Flat => false,
            _ => listed,
        };
        match &ir.ty(t).kind {
            TypeKind::Float(_) | TypeKind::Complex(_) => {
                listed || matches!(scope.allowlist, Allowlist::Flat)
            }
            // An instantiation with a float argument, used or not
            // (`Box<bool, float>`), as upstream (seed 121 case 54).
            TypeKind::Instantiation(inst)
                if inst.args.iter().flatten().any(|a| {
                    matches!(ir.ty(*a).kind, TypeKind::Float(_) | TypeKind::Complex(_))
                }) =>
            {
                listed || matches!(scope.allowlist, Allowlist::Flat)
            }
            TypeKind::Record(inner) if inner.parent == Some(id) && !hidden => {
                listed && opaque_holds_float(ir, scope, t, depth + 1)
            }
            _ => settled && settled_float(ir, scope, f.ty, depth + 1),
        }
    })
}

/// Upstream's name for the type of a member of record `owner` as the
/// allowlist matches it: a record's or typedef's own name, a builtin's
/// spelling, and for an array `<owner>_array<N>_<element spelling>`.
fn member_type_name(ir: &Ir, scope: &FloatScope, owner: TypeId, ty: TypeId) -> String {
    let own = |t: TypeId| scope.names.get(t.0).cloned().flatten().unwrap_or_default();
    match &ir.ty(ty).kind {
        TypeKind::Array { .. } | TypeKind::IncompleteArray { .. } => {
            format!("{}_{}", own(owner), spelling(ir, scope, ty, 0))
        }
        TypeKind::Record(_) | TypeKind::Alias { .. } | TypeKind::Enum(_) => own(ty),
        _ => spelling(ir, scope, ty, 0),
    }
}

/// clang's spelling of `ty` with spaces as `_`, as upstream names
/// unnamed types after it (only what an allowlist could tell apart).
fn spelling(ir: &Ir, scope: &FloatScope, ty: TypeId, depth: u32) -> String {
    let float = |k: &FloatKind| match k {
        FloatKind::Float => "float",
        FloatKind::Double => "double",
        FloatKind::LongDouble => "long_double",
        FloatKind::Float128 => "__float128",
        FloatKind::Float16 => "_Float16",
    };
    let own = || scope.names.get(ty.0).cloned().flatten().unwrap_or_default();
    match &ir.ty(ty).kind {
        _ if too_deep("`analysis::derive_facts::spelling`", depth) => String::new(),
        TypeKind::Float(k) => float(k).to_owned(),
        TypeKind::Complex(k) => format!("_Complex_{}", float(k)),
        TypeKind::Array { elem, len } => {
            format!("array{len}_{}", spelling(ir, scope, *elem, depth + 1))
        }
        TypeKind::IncompleteArray { elem } => {
            format!("array0_{}", spelling(ir, scope, *elem, depth + 1))
        }
        TypeKind::Record(r) if r.kind == RecordKind::Union => format!("union_{}", own()),
        TypeKind::Record(_) => format!("struct_{}", own()),
        TypeKind::Enum(_) => format!("enum_{}", own()),
        _ => own(),
    }
}

/// The element type under any arrays `ty` is.
fn strip_arrays(ir: &Ir, mut ty: TypeId) -> TypeId {
    while let TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } = &ir.ty(ty).kind {
        ty = *elem;
    }
    ty
}

/// Whether upstream's float analysis has settled that `ty`, made before
/// the opaque record asking, holds a float by the time it reaches that
/// record: an array of floating or complex elements (made last, so first
/// in the worklist) and what holds one, through typedefs, arrays and
/// records that are not opaque. A float member of such a record does not
/// count: the record and its member come before the opaque one.
fn settled_float(ir: &Ir, scope: &FloatScope, ty: TypeId, depth: u32) -> bool {
    if too_deep("`analysis::derive_facts::settled_float`", depth)
        || scope.blocklisted.contains(&ty)
        || ir.annotations.type_says(ty, |a| a.hide)
    {
        return false;
    }
    match &ir.ty(ty).kind {
        TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => {
            matches!(ir.ty(*elem).kind, TypeKind::Float(_) | TypeKind::Complex(_))
                || settled_float(ir, scope, *elem, depth + 1)
        }
        TypeKind::Alias { target, .. } => settled_float(ir, scope, *target, depth + 1),
        TypeKind::Record(r) => {
            !scope.plans.get(&ty).is_some_and(|p| p.opaque_requested)
                && r.fields
                    .iter()
                    .map(|f| f.ty)
                    .chain(r.cxx.iter().flat_map(|cx| cx.bases.iter().map(|b| b.ty)))
                    .any(|t| settled_float(ir, scope, t, depth + 1))
        }
        _ => false,
    }
}

/// Whether a `hide` annotation on member `index` of record `holder`, of
/// type `ty`, hides the member's own type ([`hide_reaches_type`]) so that
/// nothing derives through it, unless `--opaque-type` matches upstream's
/// name for that type (`S_ptr_int`, `S_array2_float`; see
/// [`super::type_names::member`]): upstream then derives through it as
/// through a blob. `names` are the Rust names.
pub(crate) fn member_hides_type(
    ir: &Ir,
    opts: &crate::options::SharedOptions,
    names: &[Option<String>],
    holder: TypeId,
    index: usize,
    ty: TypeId,
) -> bool {
    let annotated = ir
        .annotations
        .fields
        .get(&(holder, index))
        .is_some_and(|a| a.hide);
    if !annotated || !hide_reaches_type(ir, holder, index, ty) {
        return false;
    }
    if opts.opaque_types.is_empty() {
        return true;
    }
    let holder_name = names[holder.0].as_deref().unwrap_or_default();
    !super::type_names::member(ir, opts, holder, holder_name, index, ty)
        .is_some_and(|n| n.matched_by(&opts.opaque_types))
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

/// Under `--flexarray-dst` (`flexarray_dst`), the index of a C struct's
/// flexible array member: its last laid-out data member when that is of a
/// flexible array type. Codegen writes it as the `FAM` type parameter
/// (`S<FAM: ?Sized = [T; 0]>`); the derives ask as well, since traits
/// derived over a type parameter hold whatever the array's element has.
pub(crate) fn flexible_array_index(
    ir: &Ir,
    flexarray_dst: bool,
    r: &Record,
    plan: &RecordPlan,
) -> Option<usize> {
    if !flexarray_dst || r.kind != RecordKind::Struct || r.cxx.is_some() {
        return None;
    }
    let index = plan.fields.iter().rev().find_map(|pf| match pf {
        PlannedField::Data { index } => Some(*index),
        _ => None,
    })?;
    matches!(
        ir.ty(r.fields[index].ty).kind,
        TypeKind::IncompleteArray { .. }
    )
    .then_some(index)
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

/// Whether `id` is a `long double` or `__float128` that is a `u128` or
/// byte array in Rust (not an `f64`), or a nonempty array of them: a type
/// Rust hashes, though C's value is a float.
pub(super) fn hashable_float(ir: &Ir, id: TypeId) -> bool {
    walk("the element chain of a float array", id, |t| {
        match ir.ty(t).kind {
            TypeKind::Array { elem, len } if len > 0 => Step::Next(elem),
            TypeKind::Float(FloatKind::LongDouble | FloatKind::Float128) => {
                Step::Done(ir.ty(t).layout.is_some_and(|l| l.size != 8))
            }
            _ => Step::Done(false),
        }
    })
    .unwrap_or(false)
}

/// Whether `id` is a data pointer, or an array (of at most 32 elements,
/// the longest Rust derives `Default` for) of them: Rust's `Default` is a
/// null pointer.
pub(super) fn defaultable_pointer(ir: &Ir, id: TypeId) -> bool {
    walk("the element chain of a pointer array", id, |t| {
        match ir.ty(t).kind {
            TypeKind::Array { elem, len } if len <= 32 && !ir.vectors.contains(&t) => {
                Step::Next(elem)
            }
            TypeKind::Pointer { .. } => Step::Done(true),
            _ => Step::Done(false),
        }
    })
    .unwrap_or(false)
}

/// Whether a value of type `id` holds a floating-point value anywhere:
/// itself, an array's element, a record's member or base (a union's too),
/// through typedefs. (A union hides its floats from its own derive set,
/// whose `Eq` is gone anyway; what holds it as a template argument asks
/// here.)
pub(super) fn holds_float(ir: &Ir, id: TypeId, depth: u32) -> bool {
    if too_deep("`analysis::derive_facts::holds_float`", depth) {
        return false;
    }
    match &ir.ty(ir.resolve_aliases(id)).kind {
        TypeKind::Float(_) | TypeKind::Complex(_) => true,
        TypeKind::Array { elem, .. } => holds_float(ir, *elem, depth + 1),
        TypeKind::Record(r) => {
            r.fields.iter().any(|f| holds_float(ir, f.ty, depth + 1))
                || r.cxx
                    .iter()
                    .flat_map(|cx| &cx.bases)
                    .any(|b| holds_float(ir, b.ty, depth + 1))
        }
        _ => false,
    }
}
