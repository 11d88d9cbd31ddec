//! The items upstream makes for a type where a declaration spells it (a
//! variable's or a record member's type), whose names its type lists
//! match: whether one of them is left by the blocklists decides whether the
//! declaration's namespace keeps a module (`analysis::namespaces`).

use crate::ir::{Ir, TypeId, TypeKind};

/// Whether one of the items upstream makes for spelled type `ty` is left by
/// the type and item blocklists: the pointer, reference or array type
/// itself, named `own` (`n9::ptr_const___n4__A5`; `None` when its name is
/// not known, then matched as the empty name), and a reference to the
/// named type it holds or, when `pointee_counts` (a variable's; a member's
/// is reached only through its pointer), points to, matched by that type's
/// own path (`n4::A5`; an instantiation by its template's). A builtin by
/// value makes none.
pub(crate) fn unblocked(
    ir: &Ir,
    opts: &crate::options::SharedOptions,
    matched: &[Option<String>],
    ty: TypeId,
    own: Option<&str>,
    pointee_counts: bool,
) -> bool {
    let blocked =
        |name: &str| opts.blocklisted_types.matches(name) || opts.blocklisted_items.matches(name);
    let (compound, named) = match ir.ty(ty).kind {
        TypeKind::Void
        | TypeKind::Bool
        | TypeKind::Int(_)
        | TypeKind::Float(_)
        | TypeKind::Complex(_) => return false,
        TypeKind::Pointer { pointee, .. } | TypeKind::Reference { pointee, .. } => (true, pointee),
        TypeKind::Array { elem, .. } | TypeKind::IncompleteArray { elem } => (true, elem),
        _ => (false, ty),
    };
    if compound && (!blocked(own.unwrap_or("")) || !pointee_counts) {
        return !blocked(own.unwrap_or(""));
    }
    let by = match &ir.ty(named).kind {
        TypeKind::Record(_)
        | TypeKind::Enum(_)
        | TypeKind::Alias { .. }
        | TypeKind::Opaque { .. } => named,
        TypeKind::Instantiation(inst) => inst.template,
        _ => return false,
    };
    matched
        .get(by.0)
        .cloned()
        .flatten()
        .is_some_and(|path| !blocked(&path))
}
