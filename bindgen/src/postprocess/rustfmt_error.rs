//! Why a rustfmt run gave no text. Formatting failures are not fatal: the
//! caller reports each one and writes the unformatted output instead.

use std::fmt;

/// One failed rustfmt run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum RustfmtError {
    /// The program could not be started (not installed, not executable).
    Spawn {
        /// The program asked for.
        path: std::path::PathBuf,
        /// The operating system's reason.
        why: String,
    },
    /// Feeding it the source or reading its answer failed.
    Io(String),
    /// It answered with text that is not UTF-8.
    NotUtf8(String),
    /// It exited with an error; its stderr says why.
    Failed(String),
    /// The thread that ran it panicked.
    ThreadPanicked,
}

impl fmt::Display for RustfmtError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RustfmtError::Spawn { path, why } => write!(f, "{why} ({})", path.display()),
            RustfmtError::Io(why) | RustfmtError::NotUtf8(why) | RustfmtError::Failed(why) => {
                f.write_str(why)
            }
            RustfmtError::ThreadPanicked => f.write_str("rustfmt thread panicked"),
        }
    }
}
