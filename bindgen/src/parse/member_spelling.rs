//! What a C record member's declared type says beyond its shared IR type
//! (`ir::MemberSpelling`): a `const` value type, and whether the member is
//! where a never-defined tag is first named. Upstream names a member's
//! unnamed types (`S_ptr_struct_Q`, `S_ptr_Q`, `const_int`) after these,
//! and its type lists match those names (`analysis::type_names`).

use super::cursor_facts::decl_key;
use crate::clang::{self, Cursor};
use crate::fixpoint::{walk, Step};
use crate::ir::MemberSpelling;

/// Tracks, while one record's members are read in order, the tags declared
/// there without a definition anywhere (`struct fwd *p;` declares `fwd`
/// just before the member): the first member naming one claims it.
#[derive(Default)]
pub(super) struct FirstNamedTags {
    pending: Vec<String>,
}

impl FirstNamedTags {
    /// A non-defining tag declaration among the record's children.
    pub(super) fn declared(&mut self, decl: Cursor<'_>) {
        self.pending.push(decl_key(decl));
    }

    /// The spelling facts of member `field` whose type is `ty`, or `None`
    /// when there is nothing to say.
    pub(super) fn member(&mut self, ty: clang::Type<'_>) -> Option<MemberSpelling> {
        let mut value = ty;
        while let Some(elem) = array_element(value) {
            value = elem;
        }
        let value_const = value.is_const();
        let value_volatile = value.is_volatile();
        // (A chain longer than the bound, a cycle, leaves the value itself.)
        let inner = walk(
            "the pointee chain of a member",
            value,
            |t| match pointer_step(t) {
                Some(next) => Step::Next(next),
                None => Step::Done(t),
            },
        )
        .unwrap_or(value);
        let names_tag_first = inner
            .canonical()
            .declaration()
            .map(decl_key)
            .and_then(|key| self.pending.iter().position(|p| *p == key))
            .map(|i| self.pending.remove(i))
            .is_some();
        (value_const || value_volatile || names_tag_first).then_some(MemberSpelling {
            value_const,
            value_volatile,
            names_tag_first,
        })
    }
}

/// The element type of an array type.
fn array_element(t: clang::Type<'_>) -> Option<clang::Type<'_>> {
    match t.kind() {
        clang::CXType_ConstantArray | clang::CXType_IncompleteArray => t.element(),
        clang::CXType_Elaborated => t.named().and_then(array_element),
        _ => None,
    }
}

/// One step inward through pointers, arrays and elaborated spellings.
fn pointer_step(t: clang::Type<'_>) -> Option<clang::Type<'_>> {
    match t.kind() {
        clang::CXType_Pointer => t.pointee(),
        clang::CXType_ConstantArray | clang::CXType_IncompleteArray => t.element(),
        _ => None,
    }
}
