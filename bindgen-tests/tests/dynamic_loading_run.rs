//! `--dynamic-loading` end to end: a shared library is built by clang from C
//! definitions (and the `--wrap-static-fns` wrappers), the generated loader
//! struct is compiled into a Rust program, and the program loads the library
//! and calls every kind of member: plain functions, a variadic one through its
//! field, a static one through its wrapper, an `asm`-labelled one, a
//! variable. A wrong symbol fails the load (with `--dynamic-link-require-all`)
//! or the call; a wrong signature gives wrong values.
//!
//! The program is built against a small stand-in for the `libloading` crate
//! (the same names and signatures the generated code uses, over `dlopen` and
//! `dlsym`), so the test needs no registry; the expectations crate compiles
//! the goldens against the real crate.

use bindgen_tests::{run_command, tool_missing};
use std::fs;
use std::process::Command;

const HEADER: &str = r#"
int dl_add(int a, int b);
double dl_scale(double x, int by);
int dl_sum(int n, ...);
int dl_renamed(int x) __asm__("dl_renamed_impl");
static inline int dl_twice(int x) { return 2 * x; }
extern int dl_counter;
extern const char dl_name[];
"#;

const DEFINITIONS: &str = r#"
#include <stdarg.h>
#include "lib.h"
int dl_add(int a, int b) { return a + b; }
double dl_scale(double x, int by) { return x * by; }
int dl_sum(int n, ...) {
    va_list ap;
    int s = 0;
    va_start(ap, n);
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}
int dl_renamed(int x) __asm__("dl_renamed_impl");
int dl_renamed(int x) { return x + 1000; }
int dl_counter = 41;
const char dl_name[] = "dyn";
"#;

/// What the generated code needs of `libloading`, over `dlopen`/`dlsym`.
const LIBLOADING_STANDIN: &str = r#"
use std::ffi::{c_char, c_int, c_void, CString, OsStr};
use std::marker::PhantomData;
use std::os::unix::ffi::OsStrExt;
extern "C" {
    fn dlopen(file: *const c_char, mode: c_int) -> *mut c_void;
    fn dlsym(handle: *mut c_void, name: *const c_char) -> *mut c_void;
}
#[derive(Debug)]
pub struct Error(pub String);
pub struct Library(*mut c_void);
pub struct Symbol<'a, T> { ptr: *mut c_void, _lib: PhantomData<&'a T> }
impl<T> std::ops::Deref for Symbol<'_, T> {
    type Target = T;
    fn deref(&self) -> &T { unsafe { &*(&self.ptr as *const *mut c_void as *const T) } }
}
impl Library {
    pub unsafe fn new<P: AsRef<OsStr>>(path: P) -> Result<Library, Error> {
        let c = CString::new(path.as_ref().as_bytes()).map_err(|e| Error(e.to_string()))?;
        let h = unsafe { dlopen(c.as_ptr(), 2) };
        if h.is_null() { Err(Error("dlopen failed".into())) } else { Ok(Library(h)) }
    }
    pub unsafe fn get<T>(&self, symbol: &[u8]) -> Result<Symbol<'_, T>, Error> {
        let p = unsafe { dlsym(self.0, symbol.as_ptr() as *const c_char) };
        if p.is_null() {
            Err(Error(String::from_utf8_lossy(symbol).into_owned()))
        } else {
            Ok(Symbol { ptr: p, _lib: PhantomData })
        }
    }
}
"#;

const MAIN: &str = r#"
#![allow(non_upper_case_globals, non_camel_case_types, dead_code, unused_unsafe)]
include!("bindings.rs");
fn main() {
    let path = std::env::args().nth(1).expect("library path");
    unsafe {
        let lib = Lib::new(path).expect("every symbol found");
        assert_eq!(lib.dl_add(2, 3), 5);
        assert_eq!(lib.dl_scale(1.5, 4), 6.0);
        assert_eq!(field(&lib.dl_sum)(3, 10, 20, 30), 60);
        assert_eq!(lib.dl_renamed(1), 1001);
        assert_eq!(lib.dl_twice(21), 42);
        *lib.dl_counter() += 1;
        assert_eq!(*lib.dl_counter(), 42);
        assert_eq!(*(lib.dl_name() as *const u8), b'd');
    }
    println!("ok");
}
"#;

fn rustc() -> Command {
    Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
}

/// Builds the library and runs the program against bindings generated with
/// `require_all` or not; the field accessor differs between the two.
fn load_and_call(require_all: bool) {
    let test = "dynamic_loading_calls_every_member";
    if !cfg!(target_os = "linux") || Command::new("clang").arg("--version").output().is_err() {
        tool_missing(test, "clang on Linux");
        return;
    }
    let dir = tempfile::tempdir().expect("temporary directory");
    let d = dir.path();
    fs::write(d.join("lib.h"), HEADER).expect("header written");
    fs::write(d.join("defs.c"), DEFINITIONS).expect("definitions written");
    let wrappers = d.join("wrappers");
    let rust = bindgen::Builder::default()
        .header(d.join("lib.h").to_str().expect("UTF-8 path"))
        .dynamic_library_name("Lib")
        .dynamic_link_require_all(require_all)
        .wrap_static_fns(true)
        .wrap_static_fns_path(&wrappers)
        .generate()
        .expect("bindings generate")
        .to_string();
    fs::write(d.join("bindings.rs"), &rust).expect("bindings written");
    let field = if require_all {
        "fn field<T: Copy>(f: &T) -> T { *f }"
    } else {
        "fn field<T: Copy>(f: &Result<T, ::libloading::Error>) -> T { *f.as_ref().unwrap() }"
    };
    fs::write(d.join("main.rs"), format!("{MAIN}\n{field}\n")).expect("main written");
    fs::write(d.join("libloading.rs"), LIBLOADING_STANDIN).expect("stand-in written");
    let lib = d.join("libdyn.so");
    run_command(
        Command::new("clang")
            .args(["-shared", "-fPIC", "-Wall", "-Werror", "-I"])
            .arg(d)
            .arg(d.join("defs.c"))
            .arg(wrappers.with_extension("c"))
            .arg("-o")
            .arg(&lib),
        "clang -shared",
    );
    run_command(
        rustc()
            .args([
                "--edition",
                "2021",
                "--crate-type",
                "rlib",
                "--crate-name",
                "libloading",
            ])
            .arg("-o")
            .arg(d.join("liblibloading.rlib"))
            .arg(d.join("libloading.rs")),
        "rustc (libloading stand-in)",
    );
    let exe = d.join("main");
    run_command(
        rustc()
            .args(["--edition", "2021", "--extern"])
            .arg(format!(
                "libloading={}",
                d.join("liblibloading.rlib").display()
            ))
            .arg("-o")
            .arg(&exe)
            .arg(d.join("main.rs")),
        "rustc (program)",
    );
    let out = Command::new(&exe).arg(&lib).output().expect("program runs");
    assert!(
        out.status.success() && String::from_utf8_lossy(&out.stdout).trim() == "ok",
        "loading or calling failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn dynamic_loading_calls_every_member() {
    load_and_call(false);
}

#[test]
fn dynamic_loading_require_all_calls_every_member() {
    load_and_call(true);
}
