//! C functions declared `__attribute__((overloadable))` end to end: the
//! bindings of a header with overloads (extern ones, static ones reached
//! through `--wrap-static-fns` wrappers, a plain function whose name an
//! overload number would take) are compiled into a Rust program, linked
//! against the C definitions built by clang, and each call must reach the
//! overload C would call. A wrong link name fails to link; a wrong overload
//! returns the wrong value.

use bindgen_tests::{run_command, tool_available, tool_missing};
use std::fs;
use std::process::Command;

const HEADER: &str = r#"
__attribute__((overloadable)) int pick(int x);
__attribute__((overloadable)) double pick(double x);
__attribute__((overloadable)) long pick(long a, long b);
int pick1(void);
static inline __attribute__((overloadable)) int halve(int x) { return x / 2; }
static inline __attribute__((overloadable)) double halve(double x) { return x * 0.5; }
"#;

const DEFINITIONS: &str = r#"
#include "ov.h"
__attribute__((overloadable)) int pick(int x) { return x + 1; }
__attribute__((overloadable)) double pick(double x) { return x * 10.0; }
__attribute__((overloadable)) long pick(long a, long b) { return a * 100 + b; }
int pick1(void) { return 7; }
"#;

const MAIN: &str = r#"
#![allow(non_upper_case_globals, non_camel_case_types, dead_code)]
include!("bindings.rs");
fn main() {
    unsafe {
        assert_eq!(pick(4), 5);
        assert_eq!(pick2(1.5), 15.0);
        assert_eq!(pick3(3, 4), 304);
        assert_eq!(pick1(), 7);
        assert_eq!(halve(9), 4);
        assert_eq!(halve1(9.0), 4.5);
    }
    println!("ok");
}
"#;

#[test]
fn overloads_link_to_the_overload_c_calls() {
    if !tool_available("clang") || !tool_available("ar") {
        tool_missing("overloads_link_to_the_overload_c_calls", "clang and ar");
        return;
    }
    let dir = tempfile::tempdir().expect("temporary directory");
    let d = dir.path();
    fs::write(d.join("ov.h"), HEADER).expect("header written");
    fs::write(d.join("defs.c"), DEFINITIONS).expect("definitions written");
    let wrappers = d.join("wrappers");
    let rust = bindgen::Builder::default()
        .header(d.join("ov.h").to_str().expect("UTF-8 path"))
        .wrap_static_fns(true)
        .wrap_static_fns_path(&wrappers)
        .generate()
        .expect("bindings generate")
        .to_string();
    // The overload numbers pass over `pick1`, the plain function's name.
    for decl in [
        "pub fn pick(x: ::std::os::raw::c_int)",
        "pub fn pick2(x: f64)",
        "pub fn pick1()",
        "#[link_name = \"halve1__extern\"]",
    ] {
        assert!(rust.contains(decl), "missing `{decl}`:\n{rust}");
    }
    fs::write(d.join("bindings.rs"), &rust).expect("bindings written");
    fs::write(d.join("main.rs"), MAIN).expect("main written");
    for (src, obj) in [("defs.c", "defs.o"), ("wrappers.c", "wrappers.o")] {
        run_command(
            Command::new("clang")
                .args(["-c", "-Wall", "-Werror", "-I"])
                .arg(d)
                .arg(d.join(src))
                .arg("-o")
                .arg(d.join(obj)),
            &format!("clang {src}"),
        );
    }
    run_command(
        Command::new("ar")
            .arg("rcs")
            .arg(d.join("libov.a"))
            .arg(d.join("defs.o"))
            .arg(d.join("wrappers.o")),
        "ar",
    );
    let exe = d.join("main");
    run_command(
        Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
            .args(["--edition", "2021", "-L"])
            .arg(d)
            .args(["-l", "static=ov", "-o"])
            .arg(&exe)
            .arg(d.join("main.rs")),
        "rustc",
    );
    let out = Command::new(&exe).output().expect("program runs");
    assert!(
        out.status.success() && String::from_utf8_lossy(&out.stdout).trim() == "ok",
        "calls reached the wrong overload:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
