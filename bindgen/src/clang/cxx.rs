//! C++ queries on cursors: methods, access, bases, namespaces, manglings.

use super::{take_string, Cursor};
use clang_sys::*;

/// `public`, `protected` or `private` as clang reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// `public` (also what C declarations report).
    Public,
    /// `protected`.
    Protected,
    /// `private`.
    Private,
}

impl<'tu> Cursor<'tu> {
    /// The access of a member or base specifier (`Public` when there is none).
    pub fn access(&self) -> Access {
        // SAFETY: live cursor.
        match unsafe { clang_getCXXAccessSpecifier(self.raw()) } {
            CX_CXXPrivate => Access::Private,
            CX_CXXProtected => Access::Protected,
            _ => Access::Public,
        }
    }

    /// Whether a method is `const`.
    pub fn method_is_const(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_CXXMethod_isConst(self.raw()) != 0 }
    }

    /// Whether a method is `static`.
    pub fn method_is_static(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_CXXMethod_isStatic(self.raw()) != 0 }
    }

    /// Whether a method is virtual (declared so or overriding).
    pub fn method_is_virtual(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_CXXMethod_isVirtual(self.raw()) != 0 }
    }

    /// Whether a method is pure virtual (`= 0`).
    pub fn method_is_pure_virtual(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_CXXMethod_isPureVirtual(self.raw()) != 0 }
    }

    /// Whether a function is `= delete`d (clang reports deleted functions
    /// as unavailable; libclang before 16 has no direct query).
    pub fn method_is_deleted(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_getCursorAvailability(self.raw()) == CXAvailability_NotAvailable }
    }

    /// Whether a method is `= default`ed.
    pub fn method_is_defaulted(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_CXXMethod_isDefaulted(self.raw()) != 0 }
    }

    /// Whether an enum is an `enum class`.
    pub fn is_scoped_enum(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_EnumDecl_isScoped(self.raw()) != 0 }
    }

    /// Whether a base specifier is `virtual`.
    pub fn is_virtual_base(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_isVirtualBase(self.raw()) != 0 }
    }

    /// Whether a namespace is `inline`.
    pub fn is_inline_namespace(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_Cursor_isInlineNamespace(self.raw()) != 0 }
    }

    /// Whether a function's definition is inline (in-class bodies included).
    pub fn is_function_inlined(&self) -> bool {
        // SAFETY: live cursor.
        unsafe { clang_Cursor_isFunctionInlined(self.raw()) != 0 }
    }

    /// Every symbol a constructor or destructor is emitted under (complete
    /// and base object variants), as clang mangles them.
    pub fn cxx_manglings(&self) -> Vec<String> {
        // SAFETY: live cursor; the set is disposed after its strings are copied.
        unsafe {
            let set = clang_Cursor_getCXXManglings(self.raw());
            if set.is_null() {
                return Vec::new();
            }
            let n = (*set).Count as usize;
            let mut out = Vec::with_capacity(n);
            for i in 0..n {
                let s = *(*set).Strings.add(i);
                let p = clang_getCString(s);
                if !p.is_null() {
                    out.push(std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned());
                }
            }
            clang_disposeStringSet(set);
            out
        }
    }

    /// The template a specialization (or instantiation) was made from.
    pub fn specialized_template(&self) -> Option<Cursor<'tu>> {
        // SAFETY: live cursor.
        Cursor::from_raw(unsafe { clang_getSpecializedCursorTemplate(self.raw()) })
    }

    /// The display name (with template arguments, for a specialization).
    pub fn display_name(&self) -> String {
        // SAFETY: live cursor.
        take_string(unsafe { clang_getCursorDisplayName(self.raw()) })
    }
}

impl<'tu> super::Type<'tu> {
    /// How many template arguments the type has (`None` when it is not a
    /// template specialization).
    pub fn num_template_args(&self) -> Option<u32> {
        // SAFETY: valid type.
        u32::try_from(unsafe { clang_Type_getNumTemplateArguments(self.raw()) }).ok()
    }
}
