//! `--verify-abi` end to end through the Builder: a correct binding passes
//! and reports what it checked, a wrong one (a declaration added by hand
//! with `raw_line`) fails with both sides named, and a missing tool is a
//! clear error, not a panic. The goldens `verify_abi_*` run the check on
//! x86-64, i686, AArch64 and C++ inputs.

use bindgen_tests::{tool_available, tool_missing};

const HEADER: &str = "double halve(double x);\nint twice(int x);\n";

fn builder(dir: &std::path::Path) -> bindgen::Builder {
    let h = dir.join("verify.h");
    std::fs::write(&h, HEADER).expect("header written");
    bindgen::Builder::default()
        .header(h.to_str().expect("UTF-8 path"))
        .verify_abi(true)
}

#[test]
fn verify_abi_passes_fails_and_reports() {
    if !tool_available("clang") || !tool_available("rustc") {
        tool_missing("verify_abi_passes_fails_and_reports", "clang and rustc");
        return;
    }
    let dir = tempfile::tempdir().expect("temporary directory");

    // Correct bindings: both functions compared, none left over.
    let ok = builder(dir.path()).generate().expect("the check passes");
    let summary = ok.abi_summary().expect("the check ran");
    assert_eq!(summary.checked, 2, "{summary:?}");
    assert!(summary.not_checked.is_empty(), "{summary:?}");
    assert!(summary.tools.contains("LLVM"), "{summary:?}");
    // Off: nothing ran.
    let off = bindgen::Builder::default()
        .header(dir.path().join("verify.h").to_str().unwrap())
        .generate()
        .expect("generated");
    assert!(off.abi_summary().is_none());

    // `halve` declared by hand with `f32`: clang passes a double.
    let err = builder(dir.path())
        .blocklist_function("halve")
        .raw_line("unsafe extern \"C\" { pub fn halve(x: f32) -> f32; }")
        .generate()
        .expect_err("the check fails");
    let text = err.to_string();
    assert!(
        matches!(
            err,
            bindgen::BindgenError::AbiCheck(bindgen::AbiCheckError::Mismatches { checked: 2, .. })
        ),
        "{text}"
    );
    assert!(text.contains("`halve` (symbol `halve`)"), "{text}");
    assert!(text.contains("verify.h:1: double halve(double)"), "{text}");
    assert!(text.contains("C:    ") && text.contains("Rust: "), "{text}");
    assert!(text.contains("return: C double, Rust float"), "{text}");
    assert!(!text.contains("`twice`"), "{text}");

    // A blocklisted type the user defines without `#[repr(C)]` (Rust
    // reorders its fields: 8 bytes, not 12), returned by value: checked like any other, and the mismatch says whose it is.
    let h = dir.path().join("user.h");
    std::fs::write(
        &h,
        "struct pair { char a; int b; char c; };\nstruct pair get_pair(void);\n",
    )
    .expect("header written");
    let err = bindgen::Builder::default()
        .header(h.to_str().expect("UTF-8 path"))
        .verify_abi(true)
        .blocklist_type("pair")
        .raw_line("pub struct pair { pub a: i8, pub b: i32, pub c: i8 }")
        .generate()
        .expect_err("the user's struct is returned differently");
    let text = err.to_string();
    assert!(text.contains("`get_pair` (symbol `get_pair`)"), "{text}");
    assert!(
        text.contains("note: blocklisted, so defined by the user, not by these bindings: `pair`"),
        "{text}"
    );

    // A rustc that cannot be run: a typed error naming it. (Set last: the
    // variable is read by every later check of this process.)
    std::env::set_var("RUSTC", "/nonexistent/rustc");
    let err = builder(dir.path()).generate().expect_err("no rustc");
    assert!(
        matches!(
            &err,
            bindgen::BindgenError::AbiCheck(bindgen::AbiCheckError::Tool { tool, .. })
                if tool == "/nonexistent/rustc"
        ),
        "{err}"
    );
    std::env::remove_var("RUSTC");
}
