//! Objective-C: the names of the generated traits (which allow and block
//! lists match, as upstream does) and what an emitted item brings along.

use crate::ir::{Ir, ObjcId, ObjcKind, ObjcType, TypeId, TypeKind};
use crate::options::BindgenOptions;

/// The trait an item is bound as, and the name the lists match: `IName`
/// for an interface, `PName` for a protocol, `Class_Category` for a
/// category.
pub(crate) fn trait_name(ir: &Ir, id: ObjcId) -> String {
    let item = &ir.objc[id.0];
    match &item.kind {
        ObjcKind::Interface => format!("I{}", item.name),
        ObjcKind::Protocol => format!("P{}", item.name),
        ObjcKind::Category { class } => format!("{}_{}", ir.objc[class.0].name, item.name),
    }
}

/// Whether the options select `id` on its own: always without allowlists,
/// else when a type or item allowlist names its trait; never when a type
/// or item blocklist names it.
pub(crate) fn wanted(ir: &Ir, opts: &BindgenOptions, allowlisting: bool, id: ObjcId) -> bool {
    let name = trait_name(ir, id);
    let file = &ir.objc[id.0].loc.file;
    let listed = !allowlisting
        || opts.allowlisted_types.matches(&name)
        || opts.allowlisted_items.matches(&name)
        || (!opts.allowlisted_files.is_empty() && opts.allowlisted_files.matches(file));
    listed && !blocked(ir, opts, id)
}

/// Whether a type or item blocklist (by trait name) or a file blocklist
/// leaves `id` out, even where an emitted item uses it.
pub(crate) fn blocked(ir: &Ir, opts: &BindgenOptions, id: ObjcId) -> bool {
    let name = trait_name(ir, id);
    opts.blocklisted_types.matches(&name)
        || opts.blocklisted_items.matches(&name)
        || opts.file_blocked(&ir.objc[id.0].loc.file)
}

/// What an emitted item names: the types of its methods and the protocols
/// it adopts or (a protocol) refines; not its superclass, which upstream
/// leaves to the allowlists.
pub(crate) fn referenced(ir: &Ir, id: ObjcId, types: &mut Vec<TypeId>, items: &mut Vec<ObjcId>) {
    let item = &ir.objc[id.0];
    for m in &item.methods {
        types.push(m.ret);
        types.extend(m.params.iter().map(|(_, t)| *t));
    }
    items.extend(item.protocols.iter().copied());
}

/// The item an Objective-C object type names, if any.
pub(crate) fn item_of_type(ir: &Ir, id: TypeId) -> Option<ObjcId> {
    match ir.ty(id).kind {
        TypeKind::Objc(ObjcType::Object(o)) => Some(o),
        _ => None,
    }
}
