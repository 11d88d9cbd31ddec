//! Template queries: parameters, arguments and the members of an
//! instantiation.

use super::{Cursor, Type};
use clang_sys::*;
use std::os::raw::c_void;

impl<'tu> Cursor<'tu> {
    /// The kind of declaration a class template declares (struct, class or
    /// union cursor kind).
    pub fn template_kind(&self) -> i32 {
        // SAFETY: live cursor.
        unsafe { clang_getTemplateCursorKind(self.raw()) }
    }
}

impl<'tu> Type<'tu> {
    /// Template argument `i` when it is a type (`None` for a value or a
    /// template argument, or out of range).
    pub fn template_arg(&self, i: u32) -> Option<Type<'tu>> {
        // SAFETY: valid type; an out-of-range index gives an invalid type.
        Type::from_raw(unsafe { clang_Type_getTemplateArgumentAsType(self.raw(), i) })
    }

    /// The fields of a complete record type with their offsets in bits, as
    /// clang laid them out (an instantiation's too, which has no cursor
    /// children of its own to walk); `None` when an offset is unknown.
    pub fn field_offsets(&self) -> Option<Vec<(String, u64)>> {
        extern "C" fn visit(c: CXCursor, data: CXClientData) -> CXVisitorResult {
            // SAFETY: `data` is the `Vec` passed below, alive for the
            // whole visit; `c` is a field cursor of the type.
            unsafe {
                let out = &mut *(data as *mut Vec<(String, i64)>);
                let name = super::take_string(clang_getCursorSpelling(c));
                out.push((name, clang_Cursor_getOffsetOfField(c)));
            }
            CXVisit_Continue
        }
        let mut found: Vec<(String, i64)> = Vec::new();
        // SAFETY: valid type; the callback only touches `found`.
        unsafe {
            clang_Type_visitFields(
                self.raw(),
                visit,
                &mut found as *mut Vec<(String, i64)> as *mut c_void,
            );
        }
        found
            .into_iter()
            .map(|(n, o)| u64::try_from(o).ok().map(|o| (n, o)))
            .collect()
    }
}
