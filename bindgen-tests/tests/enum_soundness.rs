//! Soundness of `--rustified-enum 'State=sound'` (book/src/enums.md).
//!
//! A tiny C library hands out values of `enum State` that the enum does not
//! list: as a return value, through an out-parameter, in a struct field and
//! in a bitfield. Bindings for it are generated with our Builder, and small
//! Rust programs linked against the library check that
//!
//! * every such value reaches Rust only as `State_ctype`, and
//!   `State::try_from_raw` gives `None` and `TryFrom` gives `Err(raw)`;
//! * listed values convert to the right variants, both ways;
//! * `State::from_raw_unchecked` on an unlisted value trips its debug
//!   assertion (non-zero exit, message on stderr) instead of creating an
//!   invalid `State`.
//!
//! Needs `cc`, `ar` and `rustc` on `PATH` (or `$CC`, `$AR`, `$RUSTC`); the
//! test is skipped with a message when one is missing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::{env, fs};

const HEADER: &str = r#"
enum State { Failed = 0, Working = 1, Done = 1, Stopped = 5 };

struct holder {
    enum State field;
    enum State bits : 3;
    unsigned other : 5;
};

enum State state_unlisted(void);
enum State state_listed(void);
void state_unlisted_out(enum State *out);
void holder_fill_unlisted(struct holder *h);
int state_is_stopped(enum State s);
"#;

const SOURCE: &str = r#"
#include "state.h"

enum State state_unlisted(void) { return (enum State)7; }
enum State state_listed(void) { return Stopped; }
void state_unlisted_out(enum State *out) { *out = (enum State)42; }
void holder_fill_unlisted(struct holder *h) {
    h->field = (enum State)9;
    h->bits = (enum State)6;
    h->other = 3;
}
int state_is_stopped(enum State s) { return s == Stopped; }
"#;

/// Reads every unlisted value through the generated API.
const CHECKS: &str = r#"
#[allow(non_camel_case_types, non_upper_case_globals, non_snake_case, dead_code)]
mod ffi {
    include!("bindings.rs");
}
use ffi::*;
use std::convert::TryFrom;

fn main() {
    // Return value.
    let r: State_ctype = unsafe { state_unlisted() };
    assert_eq!(r.0, 7);
    assert_eq!(State::try_from_raw(r), None);
    assert_eq!(State::try_from(r), Err(r));

    // Out-parameter.
    let mut out = State_ctype::Failed;
    unsafe { state_unlisted_out(&mut out) };
    assert_eq!(out.0, 42);
    assert_eq!(State::try_from_raw(out), None);
    assert_eq!(State::try_from(out), Err(State_ctype(42)));

    // Struct field and bitfield.
    let mut h: holder = unsafe { std::mem::zeroed() };
    unsafe { holder_fill_unlisted(&mut h) };
    let field: State_ctype = h.field;
    assert_eq!(field.0, 9);
    assert_eq!(State::try_from_raw(field), None);
    let bits: State_ctype = h.bits();
    assert_eq!(bits.0, 6);
    assert_eq!(State::try_from_raw(bits), None);
    assert_eq!(State::try_from(bits), Err(bits));
    let bits_raw = unsafe { holder::bits_raw(&h) };
    assert_eq!(State::try_from_raw(bits_raw), None);
    assert_eq!(h.other(), 3);

    // Listed values, both directions.
    let s = unsafe { state_listed() };
    assert_eq!(s, State_ctype::Stopped);
    assert_eq!(State::try_from_raw(s), Some(State::Stopped));
    assert_eq!(State::try_from(s), Ok(State::Stopped));
    assert_eq!(unsafe { State::from_raw_unchecked(s) }, State::Stopped);
    assert_eq!(State_ctype::from(State::Stopped), s);
    assert_eq!(unsafe { state_is_stopped(State::Stopped.into()) }, 1);
    assert_eq!(unsafe { state_is_stopped(State::Working.to_raw()) }, 0);
    // Duplicates map to the variant that owns the value.
    assert_eq!(State::try_from_raw(State_ctype::Done), Some(State::Working));
    assert_eq!(State::Done, State::Working);

    // Writing a bitfield through the raw type keeps unlisted values intact.
    h.set_bits(State_ctype(3));
    assert_eq!(h.bits().0, 3);
    assert_eq!(State::try_from_raw(h.bits()), None);

    println!("all unlisted values stayed raw");
}
"#;

/// Calls `from_raw_unchecked` on an unlisted value: must panic in debug builds.
const UNCHECKED: &str = r#"
#[allow(non_camel_case_types, non_upper_case_globals, non_snake_case, dead_code)]
mod ffi {
    include!("bindings.rs");
}
use ffi::*;

fn main() {
    let r = unsafe { state_unlisted() };
    let s = unsafe { State::from_raw_unchecked(r) };
    // Not reached: the debug assertion fires first.
    println!("created {:?}", s as u32);
}
"#;

fn tool(var: &str, default: &str) -> String {
    env::var(var).unwrap_or_else(|_| default.to_string())
}

fn available(cmd: &str) -> bool {
    Command::new(cmd)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

fn run(cmd: &mut Command) -> Output {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    out
}

fn check(cmd: &mut Command) -> Output {
    let out = run(cmd);
    assert!(
        out.status.success(),
        "{cmd:?} failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Builds `libstate.a` and `bindings.rs` in `dir`.
fn prepare(dir: &Path) {
    fs::write(dir.join("state.h"), HEADER).unwrap();
    fs::write(dir.join("state.c"), SOURCE).unwrap();
    check(
        Command::new(tool("CC", "cc"))
            .current_dir(dir)
            .args(["-c", "-O0", "-o", "state.o", "state.c"]),
    );
    check(
        Command::new(tool("AR", "ar"))
            .current_dir(dir)
            .args(["rcs", "libstate.a", "state.o"]),
    );
    let bindings = bindgen::builder()
        .header(dir.join("state.h").to_str().expect("UTF-8 temp path"))
        .rustified_enum("State=sound")
        .layout_tests(false)
        .generate()
        .expect("bindings generate");
    let text = bindings.to_string();
    // Nothing C can write is typed as the Rust enum.
    assert!(
        text.contains("pub fn state_unlisted() -> State_ctype;"),
        "{text}"
    );
    assert!(text.contains("pub field: State_ctype,"), "{text}");
    fs::write(dir.join("bindings.rs"), text).unwrap();
}

/// Compiles `main.rs` with `src` into `name` (debug assertions on) and runs it.
fn build_and_run(dir: &Path, name: &str, src: &str) -> Output {
    let main = dir.join(format!("{name}.rs"));
    fs::write(&main, src).unwrap();
    let exe: PathBuf = dir.join(name);
    check(
        Command::new(tool("RUSTC", "rustc"))
            .current_dir(dir)
            .args([
                "--edition",
                "2021",
                "-C",
                "debug-assertions=on",
                "-C",
                "opt-level=0",
            ])
            .arg("-L")
            .arg(dir)
            .args(["-l", "static=state", "-o"])
            .arg(&exe)
            .arg(&main),
    );
    run(&mut Command::new(&exe))
}

fn tools_present() -> bool {
    for t in [tool("CC", "cc"), tool("RUSTC", "rustc")] {
        if !available(&t) {
            bindgen_tests::tool_missing("enum_soundness", &t);
            return false;
        }
    }
    true
}

#[test]
fn unlisted_values_never_become_the_rust_enum() {
    if !tools_present() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    prepare(dir.path());
    let out = build_and_run(dir.path(), "checks", CHECKS);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "checks failed:\n{stdout}\n{stderr}");
    assert!(
        stdout.contains("all unlisted values stayed raw"),
        "{stdout}"
    );
}

#[test]
fn from_raw_unchecked_debug_assertion_fires() {
    if !tools_present() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    prepare(dir.path());
    let out = build_and_run(dir.path(), "unchecked", UNCHECKED);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success(),
        "expected a panic, got success:\n{stdout}"
    );
    assert!(!stdout.contains("created"), "{stdout}");
    assert!(
        stderr.contains("State::from_raw_unchecked: the value is not listed in the C enum"),
        "{stderr}"
    );
}
