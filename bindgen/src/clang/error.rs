//! Why a call into libclang failed: loading it, making an index, parsing or
//! saving a translation unit. The layers above turn these into the public
//! `BindgenError` (or a warning, for the macro fallback's helper unit).

use std::fmt;
use std::os::raw::c_int;

/// One way libclang failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClangError {
    /// clang-sys could not find or load libclang (its explanation: where it
    /// looked, what it found).
    NotFound(String),
    /// libclang was loaded, but clang-sys did not keep it.
    DidNotStayLoaded,
    /// `clang_createIndex` returned no index.
    NoIndex,
    /// `clang_parseTranslationUnit2` failed outright (not a diagnostic).
    ParseFailed {
        /// The main file of the unit.
        file: String,
        /// libclang's `CXErrorCode`.
        code: c_int,
        /// Advice on an unknown `--target`, or empty.
        hint: String,
    },
    /// A path to save to has a NUL byte.
    NulInPath(std::ffi::NulError),
    /// `clang_saveTranslationUnit` failed.
    SaveFailed {
        /// Where the unit was to be saved.
        path: String,
        /// libclang's `CXSaveError`.
        code: c_int,
    },
}

impl fmt::Display for ClangError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClangError::NotFound(why) => write!(f, "Unable to find libclang: {why}"),
            ClangError::DidNotStayLoaded => {
                f.write_str("Unable to find libclang: libclang did not stay loaded")
            }
            ClangError::NoIndex => f.write_str("libclang could not create an index"),
            ClangError::ParseFailed { file, code, hint } => {
                write!(
                    f,
                    "libclang failed to parse '{file}' (error code {code}){hint}"
                )
            }
            ClangError::NulInPath(e) => write!(f, "{e}"),
            ClangError::SaveFailed { path, code } => {
                write!(f, "libclang could not save '{path}' (code {code})")
            }
        }
    }
}

impl std::error::Error for ClangError {}
