//! Which types' layouts skipping C++ function bodies could have changed.
//!
//! Skipping bodies changes one thing the bindings can see: a class template
//! specialization (or a member class of one) that only a body uses stays
//! uninstantiated, so clang reports no layout for it (an opaque type then
//! becomes a one-byte stand-in, a layout test goes missing). Clang keeps the
//! bodies it needs to go on parsing (constexpr functions, deduced return
//! types), so everything else comes out the same. The parser notes every
//! type whose missing layout such an instantiation could have given; when
//! the selection reaches one, the driver has the unit parsed again with its
//! bodies (`parse::with_bodies`).

use super::Parser;
use crate::clang::{self, CXType_ConstantArray, CXType_IncompleteArray};
use crate::ir::TypeId;

impl Parser<'_> {
    /// Notes `id` (made from `t`) when it has no layout that an
    /// instantiation in a skipped body might have given it.
    pub(crate) fn note_layout(&mut self, id: TypeId, t: clang::Type<'_>) {
        if self.note_uncertain_layouts && self.ir.ty(id).layout.is_none() {
            if let Some(spelling) = instantiable(t) {
                self.layout_uncertain.push((id, spelling));
            }
        }
    }
}

/// The spelling of `t` when it (or the element type of an array of it) is
/// an uninstantiated specialization of a template that has a definition.
fn instantiable(t: clang::Type<'_>) -> Option<String> {
    let mut ty = t.canonical();
    while matches!(ty.kind(), CXType_ConstantArray | CXType_IncompleteArray) {
        ty = ty.element()?.canonical();
    }
    let decl = ty.declaration()?;
    if decl.definition().is_some() {
        return None;
    }
    let template = decl.specialized_template()?;
    template.definition()?;
    Some(ty.spelling())
}
