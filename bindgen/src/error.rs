//! Errors a run can end with (logging lives in `logging.rs`).

use crate::options::target::{RustEdition, RustTarget};
use crate::options::{InvalidPattern, InvalidRegexes};
use std::fmt;
use std::path::PathBuf;

/// Why generation failed.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BindgenError {
    /// The header is a directory.
    FolderAsHeader(PathBuf),
    /// The header cannot be read.
    InsufficientPermissions(PathBuf),
    /// The header does not exist.
    NotExist(PathBuf),
    /// Clang reported errors (each line ends with a newline).
    ClangDiagnostic(String),
    /// Code generation failed.
    Codegen(CodegenError),
    /// The edition is not available on the target.
    UnsupportedEdition(RustEdition, RustTarget),
    /// `generate` was called without any input: neither `header` nor
    /// `header_contents`.
    NoHeadersProvided,
    /// A helper thread of bindgen failed (a bug in bindgen; the message
    /// says which thread and why).
    Internal(String),
    /// libclang could not be found or loaded (the message says where it was
    /// looked for and how to point bindgen at it).
    LibclangNotFound(String),
    /// A pattern given to a regex option (`allowlist_function`,
    /// `--blocklist-type`, ...) is not a valid regular expression.
    InvalidRegex {
        /// The Builder method the pattern was given to (`allowlist_function`;
        /// the CLI flag is the same name with dashes: `--allowlist-function`).
        option: String,
        /// The pattern as given.
        pattern: String,
        /// The regex parser's explanation, with the position it points at;
        /// every further invalid pattern follows on a line starting `also:`.
        error: String,
    },
    /// `--verify-abi` found a mismatch or could not check.
    AbiCheck(AbiCheckError),
}

/// The advice added to clang's "file not found": where include directories go.
const MISSING_INCLUDE_HINT: &str = "hint: a header clang cannot find needs its directory: \
    on the command line after `--` (`bindgen wrapper.h -- -I/path/to/include`), \
    in build.rs with `.clang_arg(\"-I/path/to/include\")`, \
    or in the BINDGEN_EXTRA_CLANG_ARGS environment variable";

impl fmt::Display for BindgenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BindgenError::FolderAsHeader(p) => write!(f, "'{}' is a folder", p.display()),
            BindgenError::InsufficientPermissions(p) => {
                write!(f, "insufficient permissions to read '{}'", p.display())
            }
            BindgenError::NotExist(p) => write!(f, "header '{}' does not exist.", p.display()),
            BindgenError::ClangDiagnostic(msg) => {
                write!(f, "clang diagnosed error: {msg}")?;
                if msg.contains("file not found") {
                    write!(
                        f,
                        "{}{MISSING_INCLUDE_HINT}",
                        if msg.ends_with('\n') { "" } else { "\n" }
                    )?;
                }
                Ok(())
            }
            BindgenError::Codegen(e) => write!(f, "codegen error: {e}"),
            BindgenError::UnsupportedEdition(e, t) => {
                write!(f, "edition {e} is not available on Rust {t}")
            }
            BindgenError::NoHeadersProvided => f.write_str("no input headers were provided"),
            BindgenError::Internal(msg) => write!(f, "internal error: {msg}"),
            BindgenError::LibclangNotFound(msg) => f.write_str(msg),
            BindgenError::InvalidRegex {
                option,
                pattern,
                error,
            } => write!(
                f,
                "invalid regular expression `{pattern}` given to {option} (--{}): {error}",
                option.replace('_', "-")
            ),
            BindgenError::AbiCheck(e) => write!(f, "ABI check: {e}"),
        }
    }
}

impl std::error::Error for BindgenError {}

impl BindgenError {
    /// One error for every invalid pattern of a run: the first in the
    /// fields, each further one on an `also:` line of its `error` text.
    pub(crate) fn invalid_regexes(invalid: InvalidRegexes) -> Self {
        let one = |p: InvalidPattern| BindgenError::InvalidRegex {
            option: p.option.to_string(),
            pattern: p.pattern,
            error: p.error,
        };
        let also: String = (invalid.more.into_iter())
            .map(|p| format!("\nalso: {}", one(p)))
            .collect();
        let mut first = invalid.first;
        first.error.push_str(&also);
        one(first)
    }
}

/// Why `--verify-abi` failed.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum AbiCheckError {
    /// A tool (clang, rustc) could not be run or failed.
    Tool {
        /// Which one.
        tool: String,
        /// What went wrong (its diagnostics).
        message: String,
    },
    /// A file of the check could not be written or read back.
    Io(String),
    /// An LLVM IR module could not be read.
    Ir {
        /// Which side (`clang`, `rustc`).
        side: String,
        /// What could not be read.
        message: String,
    },
    /// Functions whose calls differ between C and the bindings.
    Mismatches {
        /// The Rust target checked.
        target: String,
        /// How many functions were compared.
        checked: usize,
        /// Each mismatch, C and Rust side by side.
        report: String,
    },
}

impl fmt::Display for AbiCheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AbiCheckError::Tool { tool, message } => write!(f, "{tool}: {message}"),
            AbiCheckError::Io(e) => f.write_str(e),
            AbiCheckError::Ir { side, message } => {
                write!(f, "cannot read the LLVM IR of {side}: {message}")
            }
            AbiCheckError::Mismatches {
                target,
                checked,
                report,
            } => write!(
                f,
                "{target}: {checked} functions checked, mismatches:\n{report}"
            ),
        }
    }
}

impl std::error::Error for AbiCheckError {}

/// A code generation failure.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum CodegenError {
    /// Something could not be serialized.
    Serialize {
        /// What went wrong.
        msg: String,
        /// Where.
        loc: String,
    },
    /// An I/O problem.
    Io(String),
}

impl fmt::Display for CodegenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodegenError::Serialize { msg, loc } => {
                write!(f, "serialization error at {loc}: {msg}")
            }
            CodegenError::Io(e) => f.write_str(e),
        }
    }
}

impl From<std::io::Error> for CodegenError {
    fn from(e: std::io::Error) -> Self {
        CodegenError::Io(e.to_string())
    }
}
