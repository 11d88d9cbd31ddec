//! `--generate-fn-macros` against C: each translated macro of our headers is
//! called with 1,000 random argument tuples in C (with UBSan, trapping
//! tuples dropped) and in Rust, and every result and result type must agree;
//! on the tuples C traps on, the Rust function must panic.
//!
//! Needs `clang` (or `$CLANG`) and `rustc`; fails when they are missing and
//! `CI` is set.

use bindgen_tests::fn_macro_diff::{compare, signatures, CSide};
use bindgen_tests::{header_path, tool_available, tool_missing};

const TUPLES: usize = 1000;

fn clang() -> String {
    std::env::var("CLANG").unwrap_or_else(|_| "clang".to_owned())
}

/// Generates the header's bindings and compares every function with C;
/// returns the names of the functions compared.
fn check(name: &str) -> Vec<String> {
    let header = header_path(name);
    let rust = bindgen::Builder::default()
        .header(header.to_str().unwrap())
        .generate_fn_macros(true)
        .layout_tests(false)
        .generate()
        .expect("bindgen")
        .to_string();
    let sigs = signatures(&rust);
    assert!(!sigs.is_empty(), "{name}: no functions read back");
    let dir = tempfile::tempdir().unwrap();
    let params = std::collections::HashMap::new();
    let c = CSide {
        include: &header,
        clang_args: &[],
        clang: &clang(),
        params: &params,
    };
    let report = compare(&c, &rust, &sigs, TUPLES, dir.path());
    eprintln!(
        "{name}: {} functions x {} tuples: {} equal, {} trapped in C and panicked in Rust, {} mismatches",
        report.functions,
        report.tuples,
        report.equal,
        report.trapped,
        report.mismatches.len()
    );
    assert!(
        report.mismatches.is_empty(),
        "{name}: {} mismatches, first ones:\n{}",
        report.mismatches.len(),
        report
            .mismatches
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(report.unchecked.is_empty(), "{:?}", report.unchecked);
    assert_eq!(report.equal + report.trapped, sigs.len() * TUPLES);
    assert!(
        report.trapped > 0,
        "{name}: no tuple exercised undefined behaviour"
    );
    sigs.into_iter().map(|s| s.name).collect()
}

fn tools_present(test: &str) -> bool {
    for tool in [clang(), "rustc".to_string()] {
        if !tool_available(&tool) {
            tool_missing(test, &tool);
            return false;
        }
    }
    true
}

#[test]
fn kernel_macros_match_c() {
    if !tools_present("kernel_macros_match_c") {
        return;
    }
    let names = check("fn_macros_kernel");
    for want in [
        "BIT",
        "MAJOR",
        "MINOR",
        "MKDEV",
        "_IO",
        "_IOC",
        "_IOR",
        "_IOW",
        "_IOWR",
        "__KERNEL_DIV_ROUND_UP",
        "ALIGN",
        "KERNEL_VERSION",
        "__GENMASK",
        "GENMASK",
    ] {
        assert!(names.iter().any(|n| n == want), "{want} was not translated");
    }
}

#[test]
fn c_rules_match_c() {
    if !tools_present("c_rules_match_c") {
        return;
    }
    let names = check("fn_macros_c_rules");
    for skipped in [
        "STMT",
        "STRINGIFY",
        "PASTE",
        "DEREF",
        "CALLS",
        "FLOATY",
        "VARIADIC",
    ] {
        assert!(
            !names.iter().any(|n| n == skipped),
            "{skipped} should be left out"
        );
    }
    assert!(names.len() >= 30, "only {} translated", names.len());
}

#[test]
fn macros_using_declarations_match_c() {
    if !tools_present("macros_using_declarations_match_c") {
        return;
    }
    let names = check("fn_macros_decls");
    assert_eq!(names.len(), 6, "{names:?}");
}

#[test]
fn builtins_and_literal_suffixes_match_c() {
    if !tools_present("builtins_and_literal_suffixes_match_c") {
        return;
    }
    let names = check("fn_macros_builtins");
    for want in [
        "MY_UINT32_C",
        "MY_UINT64_C",
        "ONE_SHIFTED",
        "SAME_TYPE",
        "WIDE_ENOUGH",
        "LOWEST_SET",
        "TRAILING_ZEROS",
        "LOG2_OF",
        "my_swap16",
        "COMPILER_AT_LEAST",
    ] {
        assert!(names.iter().any(|n| n == want), "{want} was not translated");
    }
}

/// The comparison is not blind: a translation made wrong on purpose (an
/// addition turned into a subtraction) is reported.
#[test]
fn a_wrong_translation_is_caught() {
    if !tools_present("a_wrong_translation_is_caught") {
        return;
    }
    let header = header_path("fn_macros_c_rules");
    let rust = bindgen::Builder::default()
        .header(header.to_str().unwrap())
        .generate_fn_macros(true)
        .layout_tests(false)
        .generate()
        .expect("bindgen")
        .to_string();
    assert!(rust.contains("wrapping_add"));
    let broken = rust.replace("wrapping_add", "wrapping_sub");
    let sigs: Vec<_> = signatures(&broken)
        .into_iter()
        .filter(|s| s.name == "ADD_U" || s.name == "MAX")
        .collect();
    assert_eq!(sigs.len(), 2);
    let dir = tempfile::tempdir().unwrap();
    let params = std::collections::HashMap::new();
    let c = CSide {
        include: &header,
        clang_args: &[],
        clang: &clang(),
        params: &params,
    };
    let report = compare(&c, &broken, &sigs, 100, dir.path());
    assert!(
        report.mismatches.iter().any(|m| m.starts_with("ADD_U")),
        "the broken ADD_U went unnoticed: {report:?}"
    );
    assert!(!report.mismatches.iter().any(|m| m.starts_with("MAX")));
}
