//! Constant evaluation of cursors (`clang_Cursor_Evaluate`).

use super::Cursor;
use clang_sys::*;
use std::ffi::CStr;

/// A value clang computed for a declaration's initializer.
#[derive(Clone, Debug, PartialEq)]
pub enum EvalValue {
    /// A signed integer.
    Int(i64),
    /// An unsigned integer.
    UInt(u64),
    /// A floating-point value.
    Float(f64),
    /// A string literal's bytes (without the terminating NUL).
    Str(Vec<u8>),
}

impl Cursor<'_> {
    /// Evaluates the cursor as a constant, if clang can.
    pub fn evaluate(&self) -> Option<EvalValue> {
        // SAFETY: live cursor; the result is disposed before returning.
        unsafe {
            let res = clang_Cursor_Evaluate(self.raw());
            if res.is_null() {
                return None;
            }
            let out = match clang_EvalResult_getKind(res) {
                CXEval_Int => {
                    if clang_EvalResult_isUnsignedInt(res) != 0 {
                        Some(EvalValue::UInt(clang_EvalResult_getAsUnsigned(res)))
                    } else {
                        Some(EvalValue::Int(clang_EvalResult_getAsLongLong(res)))
                    }
                }
                CXEval_Float => Some(EvalValue::Float(clang_EvalResult_getAsDouble(res))),
                CXEval_StrLiteral => {
                    let p = clang_EvalResult_getAsStr(res);
                    (!p.is_null()).then(|| EvalValue::Str(CStr::from_ptr(p).to_bytes().to_vec()))
                }
                _ => None,
            };
            clang_EvalResult_dispose(res);
            out
        }
    }
}
