//! Helpers shared by this crate's integration tests.

/// A missing prerequisite: fails the test when `CI` is set (CI installs
/// them all), else a note on stderr and the test returns early.
pub fn tool_missing(what: &str) {
    if std::env::var_os("CI").is_some_and(|v| !v.is_empty()) {
        panic!("needs {what}, which is not available, and CI is set");
    }
    eprintln!("skipped: needs {what} (this fails when CI is set)");
}
