//! What unit tests do when a tool they need (rustfmt, clang, a C compiler,
//! rustc) is missing.
//!
//! On a developer machine the test says so and passes; with `CI` set in the
//! environment it fails, so that a CI machine missing a tool cannot turn a
//! differential test into one that checks nothing.

/// Reports that `tool` is missing for the test `test`: panics when `CI` is
/// set, else prints a note to stderr (and the caller returns early).
pub(crate) fn tool_missing(test: &str, tool: &str) {
    if std::env::var_os("CI").is_some_and(|v| !v.is_empty()) {
        panic!("{test}: needs {tool}, which is not available, and CI is set");
    }
    eprintln!("{test}: {tool} not available; skipped (this fails when CI is set)");
}
