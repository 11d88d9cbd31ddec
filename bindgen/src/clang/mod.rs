//! The only place that calls libclang (through `clang-sys`).
//!
//! Everything above this layer sees safe wrappers whose lifetimes tie cursors,
//! types and tokens to the translation unit they came from. Invalid cursors and
//! types become `None` here, so no caller has to remember libclang's null values.
//! No IR or option types are known here.

mod cursor;
mod diag;
mod eval;
mod load;
mod prepro;
mod token;
mod tu;
mod ty;

pub use cursor::Cursor;
pub use diag::{Diagnostic, Severity};
pub use eval::EvalValue;
pub use load::{ensure_loaded, version_string};
pub use prepro::{FileLine, Inclusion};
pub use token::{Token, TokenKind};
pub use tu::{Index, TranslationUnit, UnsavedFile};
pub use ty::Type;

pub use clang_sys::*;

use std::ffi::CStr;

/// Converts an owned `CXString` into a Rust `String`, disposing it.
pub(crate) fn take_string(s: clang_sys::CXString) -> String {
    // SAFETY: `s` is an owned CXString returned by libclang; clang_getCString
    // returns a NUL-terminated pointer valid until clang_disposeString.
    unsafe {
        let ptr = clang_sys::clang_getCString(s);
        let out = if ptr.is_null() {
            String::new()
        } else {
            CStr::from_ptr(ptr).to_string_lossy().into_owned()
        };
        clang_sys::clang_disposeString(s);
        out
    }
}
