//! Why the helper unit of the clang macro fallback gave no answers. Never
//! fatal: the run warns (or, for the unit started in advance, falls back to
//! building one) and the macros concerned are not emitted.

use std::fmt;

/// One way the helper unit failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum FallbackError {
    /// No private directory for the unit's files.
    NoTempDir(String),
    /// libclang could not make an index or parse the unit.
    Clang(crate::clang::ClangError),
    /// Fewer questions came back (declared or rejected) than were asked.
    Unanswered {
        /// How many clang saw.
        seen: usize,
        /// How many were asked.
        asked: usize,
    },
    /// Errors outside the candidates' lines: nothing can be trusted.
    ForeignErrors(usize),
    /// The unit started in advance was asked a second time.
    AskedTwice,
    /// The unit's thread ended before it took the questions.
    ThreadEndedEarly,
    /// The unit's thread ended without sending answers.
    NoAnswers,
}

impl From<crate::clang::ClangError> for FallbackError {
    /// libclang's own failures, as the `clang` layer reports them.
    fn from(why: crate::clang::ClangError) -> Self {
        FallbackError::Clang(why)
    }
}

impl fmt::Display for FallbackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FallbackError::NoTempDir(e) => write!(f, "no temporary directory ({e})"),
            FallbackError::Clang(e) => write!(f, "{e}"),
            FallbackError::Unanswered { seen, asked } => {
                write!(f, "clang saw {seen} of the {asked} macro questions")
            }
            FallbackError::ForeignErrors(n) => write!(
                f,
                "the helper unit has {n} error(s) outside the macro candidates"
            ),
            FallbackError::AskedTwice => f.write_str("the helper unit was asked twice"),
            FallbackError::ThreadEndedEarly => f.write_str("the helper unit's thread ended early"),
            FallbackError::NoAnswers => {
                f.write_str("the helper unit's thread ended without answers")
            }
        }
    }
}
