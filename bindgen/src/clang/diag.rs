//! Clang diagnostics, copied out of libclang.

use super::take_string;
use clang_sys::*;

/// Severity of a clang diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Notes and ignored diagnostics.
    Note,
    /// Warnings (never fatal).
    Warning,
    /// Errors and fatal errors.
    Error,
}

/// One diagnostic, formatted like clang prints it (`file:line:col: error: text`).
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// `file:line:col: severity: message [option]`.
    pub formatted: String,
    /// The bare message.
    pub message: String,
    /// Line number (1-based) or 0.
    pub line: u32,
}

impl Diagnostic {
    pub(super) fn from_raw(d: CXDiagnostic) -> Diagnostic {
        // SAFETY: `d` is a diagnostic owned by us; disposed at the end.
        unsafe {
            let severity = match clang_getDiagnosticSeverity(d) {
                CXDiagnostic_Error | CXDiagnostic_Fatal => Severity::Error,
                CXDiagnostic_Warning => Severity::Warning,
                _ => Severity::Note,
            };
            let opts = CXDiagnostic_DisplaySourceLocation
                | CXDiagnostic_DisplayColumn
                | CXDiagnostic_DisplayOption;
            let formatted = take_string(clang_formatDiagnostic(d, opts));
            let message = take_string(clang_getDiagnosticSpelling(d));
            let loc = clang_getDiagnosticLocation(d);
            let mut line = 0;
            clang_getSpellingLocation(
                loc,
                std::ptr::null_mut(),
                &mut line,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            );
            clang_disposeDiagnostic(d);
            Diagnostic {
                severity,
                formatted,
                message,
                line,
            }
        }
    }
}
