//! The only place that calls libclang (through `clang-sys`).
//!
//! Everything above this layer sees safe wrappers whose lifetimes tie cursors,
//! types and tokens to the translation unit they came from. Invalid cursors and
//! types become `None` here, so no caller has to remember libclang's null values.
//! No IR or option types are known here.

// The wrappers cover the libclang queries the passes may need; not every one
// is used by every build (e.g. PCH saving, some cursor queries).
#![allow(dead_code)]

mod cursor;
mod cxx;
mod diag;
mod error;
mod eval;
mod load;
mod prepro;
mod template;
mod token;
mod tu;
mod ty;

pub use cursor::{Cursor, FileId};
pub use cxx::Access;
pub use diag::{Diagnostic, Severity};
pub use error::ClangError;
pub use eval::EvalValue;
pub use load::{ensure_loaded, version_string};
pub use prepro::{FileLine, Inclusion, SkippedRange};
pub use token::{Token, TokenKind};
pub use tu::{Index, TranslationUnit, UnsavedFile};
pub use ty::Type;

/// Attributes without a kind of their own (C++11 `[[noreturn]]`).
pub use clang_sys::CXCursor_UnexposedAttr;
/// The kind constants the layers above compare cursors and types with
/// (plain data). No libclang function is re-exported: every call goes
/// through the wrappers of this module.
pub use clang_sys::{
    CXCallingConv, CXCallingConv_AAPCS, CXCallingConv_AAPCS_VFP, CXCallingConv_AArch64SVEPCS,
    CXCallingConv_AArch64VectorCall, CXCallingConv_IntelOclBicc, CXCallingConv_PreserveAll,
    CXCallingConv_PreserveMost, CXCallingConv_Swift, CXCallingConv_SwiftAsync,
    CXCallingConv_X86FastCall, CXCallingConv_X86Pascal, CXCallingConv_X86RegCall,
    CXCallingConv_X86StdCall, CXCallingConv_X86ThisCall, CXCallingConv_X86VectorCall,
    CXCallingConv_X86_64SysV, CXCallingConv_X86_64Win64, CXCursor_AsmLabelAttr,
    CXCursor_EnumConstantDecl, CXCursor_EnumDecl, CXCursor_FieldDecl, CXCursor_FunctionDecl,
    CXCursor_InclusionDirective, CXCursor_LinkageSpec, CXCursor_MacroDefinition,
    CXCursor_PackedAttr, CXCursor_ParmDecl, CXCursor_StructDecl, CXCursor_TypeRef,
    CXCursor_TypedefDecl, CXCursor_UnexposedDecl, CXCursor_UnionDecl, CXCursor_VarDecl,
    CXCursor_WarnUnusedResultAttr, CXTranslationUnit_DetailedPreprocessingRecord,
    CXTranslationUnit_IncludeAttributedTypes, CXTranslationUnit_KeepGoing,
    CXTranslationUnit_SkipFunctionBodies, CXTypeKind, CXType_Atomic, CXType_Attributed,
    CXType_BlockPointer, CXType_Bool, CXType_Char16, CXType_Char32, CXType_Char_S, CXType_Char_U,
    CXType_Complex, CXType_ConstantArray, CXType_DependentSizedArray, CXType_Double,
    CXType_Elaborated, CXType_Enum, CXType_ExtVector, CXType_Float, CXType_Float128,
    CXType_Float16, CXType_FunctionNoProto, CXType_FunctionProto, CXType_Half,
    CXType_IncompleteArray, CXType_Int, CXType_Int128, CXType_Long, CXType_LongDouble,
    CXType_LongLong, CXType_Pointer, CXType_Record, CXType_SChar, CXType_Short, CXType_Typedef,
    CXType_UChar, CXType_UInt, CXType_UInt128, CXType_ULong, CXType_ULongLong, CXType_UShort,
    CXType_Unexposed, CXType_VariableArray, CXType_Vector, CXType_Void, CXType_WChar, CX_SC_Static,
};
/// The C++ cursor and type kinds (plain data, as above).
pub use clang_sys::{
    CXCursor_CXXBaseSpecifier, CXCursor_CXXFinalAttr, CXCursor_CXXMethod, CXCursor_ClassDecl,
    CXCursor_ClassTemplate, CXCursor_ClassTemplatePartialSpecialization, CXCursor_Constructor,
    CXCursor_ConversionFunction, CXCursor_Destructor, CXCursor_FunctionTemplate,
    CXCursor_Namespace, CXCursor_NamespaceAlias, CXCursor_NonTypeTemplateParameter,
    CXCursor_TemplateTemplateParameter, CXCursor_TemplateTypeParameter, CXCursor_TranslationUnit,
    CXCursor_TypeAliasDecl, CXCursor_TypeAliasTemplateDecl, CXCursor_UsingDeclaration,
    CXCursor_UsingDirective, CXLinkage_Internal, CXType_Auto, CXType_LValueReference,
    CXType_MemberPointer, CXType_NullPtr, CXType_RValueReference,
};

/// The Objective-C cursor and type kinds (plain data, as above).
pub use clang_sys::{
    CXCursor_ObjCCategoryDecl, CXCursor_ObjCClassMethodDecl, CXCursor_ObjCClassRef,
    CXCursor_ObjCInstanceMethodDecl, CXCursor_ObjCInterfaceDecl, CXCursor_ObjCProtocolDecl,
    CXCursor_ObjCProtocolRef, CXCursor_ObjCSuperClassRef, CXType_ObjCClass, CXType_ObjCId,
    CXType_ObjCInterface, CXType_ObjCObject, CXType_ObjCObjectPointer, CXType_ObjCSel,
    CXType_ObjCTypeParam,
};

use std::ffi::CStr;

/// Converts an owned `CXString` into a Rust `String`, disposing it.
/// Converts an owned `CXString` holding a token's spelling, disposing it.
/// Bytes that are not UTF-8 (a Latin-1 string literal, say) become octal
/// escapes, which denote the same bytes inside a C string or character
/// literal and, unlike `\x`, never swallow the characters after them.
pub(crate) fn take_token_spelling(s: clang_sys::CXString) -> String {
    // SAFETY: as in `take_string`.
    unsafe {
        let ptr = clang_sys::clang_getCString(s);
        let out = if ptr.is_null() {
            String::new()
        } else {
            escape_non_utf8(CStr::from_ptr(ptr).to_bytes())
        };
        clang_sys::clang_disposeString(s);
        out
    }
}

fn escape_non_utf8(mut bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    loop {
        match std::str::from_utf8(bytes) {
            Ok(s) => {
                out.push_str(s);
                return out;
            }
            Err(e) => {
                let (good, rest) = bytes.split_at(e.valid_up_to());
                out.push_str(std::str::from_utf8(good).unwrap_or_default());
                let bad = e.error_len().unwrap_or(rest.len());
                for b in &rest[..bad] {
                    out.push_str(&format!("\\{b:03o}"));
                }
                bytes = &rest[bad..];
            }
        }
    }
}

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

#[cfg(test)]
mod tests {
    #[test]
    fn non_utf8_bytes_become_octal_escapes() {
        assert_eq!(super::escape_non_utf8(b"\"na\xefve\""), "\"na\\357ve\"");
        assert_eq!(
            super::escape_non_utf8("\"caf\u{e9}\"".as_bytes()),
            "\"caf\u{e9}\""
        );
    }
}
