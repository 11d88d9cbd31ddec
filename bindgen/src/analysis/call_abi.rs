//! Which C++ classes are passed and returned indirectly.
//!
//! The Itanium C++ ABI passes a class that is "non-trivial for the purposes
//! of calls" through a hidden pointer, as an argument and as a return value,
//! whatever its size: one with a user-provided (not defaulted) copy
//! constructor, move constructor or destructor, one whose copy and move
//! constructors are all deleted, a dynamic class (virtual functions or
//! bases), and one with a base or member of such a class. A Rust `extern`
//! declaration passing the struct by value would pass its bytes instead, so
//! functions doing it are left out (`codegen::functions`); `--verify-abi`
//! checks this list against clang.

use crate::ir::{Ir, Method, MethodKind, TypeId, TypeKind};
use std::collections::{HashMap, HashSet};

/// The classes C++ passes indirectly (typedefs resolved; `dynamic` is the
/// set of classes with a vtable pointer).
pub(crate) fn passed_indirectly(ir: &Ir, dynamic: &HashSet<TypeId>) -> HashSet<TypeId> {
    let mut memo = HashMap::new();
    (0..ir.types.len())
        .map(TypeId)
        .filter(|&id| non_trivial(ir, id, dynamic, &mut memo, 0))
        .collect()
}

fn non_trivial(
    ir: &Ir,
    id: TypeId,
    dynamic: &HashSet<TypeId>,
    memo: &mut HashMap<TypeId, bool>,
    depth: u32,
) -> bool {
    let id = ir.resolve_aliases(id);
    if crate::fixpoint::too_deep("`analysis::call_abi::non_trivial`", depth) {
        return false;
    }
    if let Some(&known) = memo.get(&id) {
        return known;
    }
    // A cycle (only through pointers, which are not followed) cannot
    // happen; the provisional answer only guards against bad input.
    memo.insert(id, false);
    let answer = match &ir.ty(id).kind {
        TypeKind::Array { elem, .. } => non_trivial(ir, *elem, dynamic, memo, depth + 1),
        // An instantiation is as its template's special members and
        // members make it (`std::string`'s destructor).
        TypeKind::Instantiation(inst) => non_trivial(ir, inst.template, dynamic, memo, depth + 1),
        TypeKind::Record(r) => match &r.cxx {
            None => false,
            Some(cx) => {
                dynamic.contains(&id)
                    || own_special_members(ir, id, &cx.methods)
                    // A class template's members are not read: a declared
                    // destructor is taken as user-provided.
                    || (cx.has_destructor
                        && !cx.methods.iter().any(|m| m.kind == MethodKind::Destructor))
                    || cx
                        .bases
                        .iter()
                        .any(|b| non_trivial(ir, b.ty, dynamic, memo, depth + 1))
                    || r.fields
                        .iter()
                        .any(|f| non_trivial(ir, f.ty, dynamic, memo, depth + 1))
            }
        },
        _ => false,
    };
    memo.insert(id, answer);
    answer
}

/// A user-provided destructor or copy/move constructor, or copy/move
/// constructors that are all deleted.
fn own_special_members(ir: &Ir, class: TypeId, methods: &[Method]) -> bool {
    let mut copy_or_move = 0;
    let mut deleted = 0;
    for m in methods {
        match m.kind {
            MethodKind::Destructor if !m.defaulted && !m.deleted => return true,
            MethodKind::Constructor if is_copy_or_move(ir, class, m) => {
                copy_or_move += 1;
                if m.deleted {
                    deleted += 1;
                } else if !m.defaulted {
                    return true;
                }
            }
            _ => {}
        }
    }
    copy_or_move > 0 && copy_or_move == deleted
}

/// A constructor taking one reference to its own class.
fn is_copy_or_move(ir: &Ir, class: TypeId, m: &Method) -> bool {
    let Some(f) = ir.functions.get(m.function.0) else {
        return false;
    };
    match f.sig.params.as_slice() {
        [(_, t)] => matches!(
            &ir.ty(ir.resolve_aliases(*t)).kind,
            TypeKind::Reference { pointee, .. } if ir.resolve_aliases(*pointee) == class
        ),
        _ => false,
    }
}

/// Whether `id` is a C++ class that holds no data at all: no vtable, only
/// such bases (not virtual), and only members of such classes (or arrays
/// of them). The C++ ABIs pass and return one as nothing (x86-64 for
/// arguments and results, 32-bit x86 for arguments, AArch64 for results),
/// while Rust passes the placeholder byte it is emitted with.
pub(crate) fn empty_for_calls(ir: &Ir, id: TypeId) -> bool {
    empty_in(ir, id, 0)
}

fn empty_in(ir: &Ir, id: TypeId, depth: u32) -> bool {
    let id = ir.resolve_aliases(id);
    if crate::fixpoint::too_deep("`analysis::call_abi::empty_in`", depth) {
        return false;
    }
    match &ir.ty(id).kind {
        TypeKind::Array { elem, .. } => depth > 0 && empty_in(ir, *elem, depth + 1),
        TypeKind::Instantiation(_) => super::empty_base::is_empty_base(ir, id, depth),
        TypeKind::Record(r) => match &r.cxx {
            Some(cx) => {
                !cx.has_virtual_methods
                    && cx
                        .bases
                        .iter()
                        .all(|b| !b.is_virtual && empty_in(ir, b.ty, depth + 1))
                    && r.fields.iter().all(|f| {
                        matches!(f.kind, crate::ir::FieldKind::Data)
                            && empty_in(ir, f.ty, depth + 1)
                    })
            }
            None => false,
        },
        _ => false,
    }
}
