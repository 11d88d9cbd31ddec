//! Empty bases: which C++ classes take no room as a base. A leaf of
//! analysis (it reads only the IR), shared by the layout plans
//! (`layout.rs`) and the call rules (`call_abi.rs`).

use crate::ir::{Ir, TypeId, TypeKind};

/// Whether a base class holds no data (no fields, no vtable pointer, only
/// empty non-virtual bases): it takes no room in the derived class.
pub(crate) fn is_empty_base(ir: &Ir, id: TypeId, depth: u32) -> bool {
    let id = ir.resolve_aliases(id);
    let r = match &ir.ty(id).kind {
        TypeKind::Record(r) => r,
        // An instantiation of the primary template is empty when the
        // template is (as the parser placed it: `parse::cxx`) and is a
        // generic struct (an opaque one, like `integral_constant<bool, v>`,
        // is a blob that keeps its `_base`, as upstream).
        TypeKind::Instantiation(inst)
            if inst.from_primary
                && !crate::fixpoint::too_deep("`analysis::empty_base::is_empty_base`", depth) =>
        {
            return crate::ir::template_expressible(ir, inst.template)
                && is_empty_base(ir, inst.template, depth + 1);
        }
        _ => return false,
    };
    let Some(cx) = &r.cxx else { return false };
    !crate::fixpoint::too_deep("`analysis::empty_base::is_empty_base`", depth)
        && r.fields.is_empty()
        && !cx.has_virtual_methods
        && cx
            .bases
            .iter()
            .all(|b| !b.is_virtual && is_empty_base(ir, b.ty, depth + 1))
}
