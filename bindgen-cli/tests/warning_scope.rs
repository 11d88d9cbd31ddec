//! Warnings speak of what the options ask for: a construct the bindings
//! cannot express, or a macro lost to a name clash, is reported when the
//! item would be emitted, and stays quiet when the allowlist leaves it out
//! (a system header's `std::nullptr_t`, glibc's `FP_NAN` next to its enum).

use std::path::Path;
use std::process::Command;

/// Runs the CLI on `header` (written into a fresh directory) and returns
/// its standard error; it must succeed.
fn warnings(header: &str, args: &[&str]) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("w.h"), header).expect("write header");
    let out = Command::new(env!("CARGO_BIN_EXE_bindgen"))
        .arg(Path::new("w.h"))
        .args(args)
        .current_dir(dir.path())
        .output()
        .expect("cannot start bindgen");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(0), "bindgen failed:\n{err}");
    err
}

const UNSUPPORTED: &str = "struct wide { _BitInt(24) x; };\nstruct keep { int k; };\n";

#[test]
fn an_unsupported_type_is_reported_when_its_record_is_emitted() {
    let err = warnings(UNSUPPORTED, &[]);
    assert!(err.contains("_BitInt(24)"), "no warning:\n{err}");
    let err = warnings(UNSUPPORTED, &["--allowlist-type", "wide"]);
    assert!(err.contains("_BitInt(24)"), "no warning:\n{err}");
}

#[test]
fn an_unsupported_type_nothing_emitted_uses_is_quiet() {
    let err = warnings(UNSUPPORTED, &["--allowlist-type", "keep"]);
    assert!(
        !err.contains("_BitInt"),
        "a warning for a left-out type:\n{err}"
    );
}

const CLASH: &str = "enum { MODE_FAST = 1 };\n#define MODE_FAST 2\nstruct keep { int k; };\n";

#[test]
fn a_macro_lost_to_a_clash_is_reported_when_it_would_be_emitted() {
    let err = warnings(CLASH, &[]);
    assert!(
        err.contains("macro constant `MODE_FAST` not emitted"),
        "no warning:\n{err}"
    );
    let err = warnings(CLASH, &["--allowlist-var", "MODE_.*"]);
    assert!(err.contains("`MODE_FAST`"), "no warning:\n{err}");
}

#[test]
fn a_macro_the_allowlist_leaves_out_is_quiet() {
    let err = warnings(CLASH, &["--allowlist-type", "keep"]);
    assert!(
        !err.contains("MODE_FAST"),
        "a warning for a left-out macro:\n{err}"
    );
}
