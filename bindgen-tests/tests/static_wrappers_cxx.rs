//! `--wrap-static-fns` on C++ input: the wrapper source is C++ (`.cpp`),
//! every wrapper has C linkage under the symbol the Rust side names, the
//! file compiles with `clang++ -Wall -Werror`, and a Rust program built from
//! the bindings links against it and gets the right results back (free
//! functions, namespaced ones, overloads, references, rvalue references,
//! records by value, function pointers, arrays, `va_list`, an inline
//! namespace).
//!
//! Needs `clang++` (or `$CXX`), `ar` (or `$AR`) and `rustc` (or `$RUSTC`).

use std::env;
use std::fs;
use std::path::Path;
use std::process::Command;

const HEADER: &str = r#"
#include <stdarg.h>
struct Pair {
    int a;
    int b;
};
enum class Mode : unsigned char { Off = 0, On = 7 };
typedef struct {
    short lo, hi;
} Range;

static inline int add_one(int x) { return x + 1; }
static int scaled(int x, int by) { return x * by; }
static inline int pick(int v) { return v; }
static inline int pick(double v) { return (int)(v * 10); }
static inline void nothing() {}
static inline int sum(const Pair &p) { return p.a + p.b; }
static inline int width(Range r) { return r.hi - r.lo; }
static inline int (*chooser(int which))(int) { return which ? add_one : nullptr; }
static inline int print_all(const char *fmt, ...) { return fmt != nullptr; }
inline int not_static(int x) { return x; }
static inline int first_of(int n, const int values[4]) { return n > 0 ? values[0] : 0; }

namespace calc {
typedef long wide_t;
struct Acc {
    wide_t total;
};
static inline wide_t grow(Acc &acc, wide_t by) { acc.total += by; return acc.total; }
static inline Acc fresh(wide_t start) { Acc a = {start}; return a; }
static inline int take(Pair &&p) { return p.a - p.b; }
static inline int apply(int (*f)(int), wide_t v) { return f((int)v); }
static inline int vcount(int n, va_list ap) { (void)ap; return n; }
namespace deep {
static inline unsigned mask(unsigned v, Mode m) { return m == Mode::On ? v : 0u; }
}
inline namespace v2 {
static inline int version() { return 2; }
}
}
"#;

/// Calls every wrapper through the flat names and prints a marker at the end.
const MAIN_FLAT: &str = r#"
#![allow(non_camel_case_types, non_upper_case_globals, dead_code)]
include!("bindings.rs");
fn main() {
    unsafe {
        assert_eq!(add_one(41), 42);
        assert_eq!(scaled(6, 7), 42);
        assert_eq!(pick(5), 5);
        assert_eq!(pick1(4.2), 42);
        nothing();
        let p = Pair { a: 30, b: 12 };
        assert_eq!(sum(&p), 42);
        assert_eq!(width(Range { lo: -2, hi: 40 }), 42);
        let f = chooser(1).expect("a function pointer");
        assert_eq!(f(41), 42);
        assert!(chooser(0).is_none());
        let mut acc = calc_Acc { total: 40 };
        assert_eq!(calc_grow(&mut acc, 2), 42);
        assert_eq!(acc.total, 42);
        assert_eq!(calc_fresh(42).total, 42);
        let mut q = Pair { a: 50, b: 8 };
        assert_eq!(calc_take(&mut q), 42);
        assert_eq!(calc_deep_mask(42, Mode_On), 42);
        assert_eq!(calc_deep_mask(42, Mode_Off), 0);
        assert_eq!(calc_version(), 2);
        assert_eq!(first_of(1, [42, 0, 0, 0].as_ptr()), 42);
        assert_eq!(calc_apply(Some(add_one), 41), 42);
    }
    println!("all wrappers called");
}
"#;

/// The same calls through `--enable-cxx-namespaces` modules.
const MAIN_MODULES: &str = r#"
#![allow(non_camel_case_types, non_upper_case_globals, dead_code)]
include!("bindings.rs");
fn main() {
    unsafe {
        assert_eq!(root::pick1(4.2), 42);
        let mut acc = root::calc::Acc { total: 40 };
        assert_eq!(root::calc::grow(&mut acc, 2), 42);
        assert_eq!(root::calc::deep::mask(42, root::Mode_On), 42);
        assert_eq!(root::calc::version(), 2);
    }
    println!("all wrappers called");
}
"#;

fn tool(var: &str, default: &str) -> String {
    env::var(var).unwrap_or_else(|_| default.to_owned())
}

fn have(tool_name: &str) -> bool {
    Command::new(tool_name).arg("--version").output().is_ok()
}

fn run(cmd: &mut Command, what: &str) -> String {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot run: {e}"));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{what} failed ({}):\n{stdout}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// Generates bindings and wrappers in `dir`; returns (Rust, wrapper source).
fn generate(dir: &Path, namespaces: bool) -> (String, String) {
    let header = dir.join("statics.hpp");
    fs::write(&header, HEADER).expect("header written");
    let wrappers = dir.join("wrappers");
    let rust = bindgen::Builder::default()
        .header(header.to_str().expect("UTF-8 path"))
        .enable_cxx_namespaces_if(namespaces)
        .wrap_static_fns(true)
        .wrap_static_fns_path(&wrappers)
        .clang_args(["-x", "c++", "-std=c++17"])
        .generate()
        .expect("bindings generate")
        .to_string();
    assert!(
        !wrappers.with_extension("c").exists(),
        "C++ wrappers written as a .c file"
    );
    let source = fs::read_to_string(wrappers.with_extension("cpp")).expect("wrapper source");
    (rust, source)
}

trait BuilderExt {
    fn enable_cxx_namespaces_if(self, on: bool) -> Self;
}

impl BuilderExt for bindgen::Builder {
    fn enable_cxx_namespaces_if(self, on: bool) -> Self {
        if on {
            self.enable_cxx_namespaces()
        } else {
            self
        }
    }
}

/// Every link name on the Rust side is defined, with C linkage, in the
/// wrapper source, and nothing else is.
fn check_symbols(rust: &str, source: &str) {
    let mut linked: Vec<&str> = rust
        .split("#[link_name = \"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect();
    let mut defined: Vec<&str> = source
        .lines()
        .filter(|l| l.starts_with("extern \"C\" "))
        .filter_map(|l| {
            let end = l.find("__extern(")? + "__extern".len();
            let start = l[..end].rfind(' ').map_or(0, |s| s + 1);
            Some(&l[start..end])
        })
        .collect();
    linked.sort_unstable();
    defined.sort_unstable();
    assert_eq!(
        linked, defined,
        "declared and written wrappers differ:\n{rust}\n{source}"
    );
    assert_eq!(
        linked.len(),
        16,
        "one wrapper per non-variadic static: {linked:?}"
    );
    assert!(!source.contains("print_all"), "variadic static wrapped");
    assert!(!rust.contains("print_all"), "variadic static declared");
    assert!(!rust.contains("not_static"), "non-static inline bound");
    // Distinct C symbols for overloads and namespaced functions.
    for symbol in [
        "pick1__extern",
        "calc_grow__extern",
        "calc_deep_mask__extern",
    ] {
        assert!(linked.contains(&symbol), "{symbol} missing: {linked:?}");
    }
}

/// Compiles the wrappers with clang++, links a Rust program against them
/// and runs it.
fn build_and_run(dir: &Path, rust: &str, main: &str) {
    let obj = dir.join("wrappers.o");
    run(
        Command::new(tool("CXX", "clang++"))
            .args(["-c", "-Wall", "-Werror", "-std=c++17", "-I"])
            .arg(dir)
            .arg(dir.join("wrappers.cpp"))
            .arg("-o")
            .arg(&obj),
        "clang++",
    );
    let lib = dir.join("libwrappers.a");
    let _ = fs::remove_file(&lib);
    run(
        Command::new(tool("AR", "ar"))
            .arg("rcs")
            .arg(&lib)
            .arg(&obj),
        "ar",
    );
    fs::write(dir.join("bindings.rs"), rust).expect("bindings written");
    fs::write(dir.join("main.rs"), main).expect("main written");
    let exe = dir.join("wrapped");
    run(
        Command::new(tool("RUSTC", "rustc"))
            .args(["--edition", "2021", "-L"])
            .arg(dir)
            .args(["-l", "static=wrappers", "-o"])
            .arg(&exe)
            .arg(dir.join("main.rs")),
        "rustc",
    );
    let out = run(&mut Command::new(&exe), "the linked program");
    assert!(out.contains("all wrappers called"), "program output: {out}");
}

fn tools_present(test: &str) -> bool {
    let needed = [
        tool("CXX", "clang++"),
        tool("AR", "ar"),
        tool("RUSTC", "rustc"),
    ];
    if needed.iter().all(|t| have(t)) {
        return true;
    }
    bindgen_tests::tool_missing(test, "clang++, ar and rustc");
    false
}

#[test]
fn cxx_wrappers_compile_link_and_return_the_right_values() {
    if !tools_present("cxx_wrappers_compile_link_and_return_the_right_values") {
        return;
    }
    let dir = tempfile::tempdir().expect("temporary directory");
    let (rust, source) = generate(dir.path(), false);
    check_symbols(&rust, &source);
    assert!(
        source.contains("return ::calc::deep::mask(v, m);"),
        "namespaced call not qualified:\n{source}"
    );
    assert!(
        source.contains("static_cast<Pair &&>(p)"),
        "rvalue reference not passed on as one:\n{source}"
    );
    build_and_run(dir.path(), &rust, MAIN_FLAT);
}

#[test]
fn cxx_wrappers_under_namespace_modules() {
    if !tools_present("cxx_wrappers_under_namespace_modules") {
        return;
    }
    let dir = tempfile::tempdir().expect("temporary directory");
    let (rust, source) = generate(dir.path(), true);
    check_symbols(&rust, &source);
    build_and_run(dir.path(), &rust, MAIN_MODULES);
}
