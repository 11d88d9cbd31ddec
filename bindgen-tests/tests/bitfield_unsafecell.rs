//! Raw bitfield accessors on memory that C mutates behind Rust's back.
//!
//! A C file is compiled with `cc` into a static library. It keeps a pointer
//! to a struct with bitfields that lives in Rust inside an `UnsafeCell`, and
//! changes its fields whenever Rust calls `c_step()`. The Rust program
//! (generated bindings + a `main`, compiled with `rustc` and linked against
//! the library) touches the struct only through the raw accessors
//! (`f_raw(ptr)`, `set_f_raw(ptr, v)`) on the cell's pointer: no `&` or
//! `&mut` to the struct ever exists while C holds its pointer. Each step
//! checks that Rust sees exactly what C wrote and that C sees exactly what
//! Rust wrote, including sign-extended negative values.
//!
//! The test also checks, textually, that the generated raw accessors contain
//! no `&` at all (they must reach the unit through `addr_of!` only).
//!
//! Needs `cc` (or `$CC`), `ar` (or `$AR`) and `rustc` (or `$RUSTC`).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::{env, fs};

const HEADER: &str = r#"
struct shared {
    unsigned ready : 1;
    unsigned count : 7;
    signed delta : 5;
    unsigned long long stamp : 40;
    unsigned char tag;
    unsigned mode : 3;
    long long big : 33;
};

void c_hold(struct shared *p);
void c_step(void);
unsigned c_count(void);
int c_delta(void);
unsigned long long c_stamp(void);
long long c_big(void);
unsigned c_mode(void);
"#;

const C_SOURCE: &str = r#"
#include "shared.h"

static struct shared *held;

void c_hold(struct shared *p) { held = p; }

/* One step: every field changes, signed ones cross zero now and then. */
void c_step(void) {
    held->ready = !held->ready;
    held->count = held->count + 3;
    held->delta = held->delta - 1;
    if (held->delta == -16) held->delta = 15;
    held->stamp = held->stamp + 1000003ULL;
    held->tag = held->tag + 1;
    held->big = held->big - 123456789LL;
}

unsigned c_count(void) { return held->count; }
int c_delta(void) { return held->delta; }
unsigned long long c_stamp(void) { return held->stamp; }
long long c_big(void) { return held->big; }
unsigned c_mode(void) { return held->mode; }
"#;

const RUST_MAIN: &str = r#"
#![allow(warnings)]
mod b { include!("bindings.rs"); }
use b::*;
use std::cell::UnsafeCell;

fn wrap_signed(v: i64, width: u32) -> i64 {
    let shift = 64 - width;
    (v << shift) >> shift
}

fn main() {
    let cell: UnsafeCell<shared> = UnsafeCell::new(unsafe { std::mem::zeroed() });
    let p: *mut shared = cell.get();
    unsafe { c_hold(p) };
    let mut checks = 0u32;
    // Model of what the fields must hold.
    let (mut ready, mut count, mut delta, mut stamp, mut big) = (0u32, 0u32, 0i32, 0u64, 0i64);
    unsafe {
        shared::set_count_raw(p, 120);
        shared::set_delta_raw(p, -7);
        shared::set_stamp_raw(p, (1u64 << 40) - 5_000_000);
        shared::set_big_raw(p, -(1i64 << 32));
    }
    count = 120;
    delta = -7;
    stamp = (1u64 << 40) - 5_000_000;
    big = -(1i64 << 32);
    for i in 0..200u32 {
        unsafe { c_step() };
        ready ^= 1;
        count = (count + 3) & 0x7f;
        delta -= 1;
        if delta == -16 {
            delta = 15;
        }
        stamp = (stamp + 1_000_003) & ((1u64 << 40) - 1);
        big = wrap_signed(big - 123_456_789, 33);
        unsafe {
            // Rust reads what C wrote.
            assert_eq!(shared::ready_raw(p), ready, "ready after step {i}");
            assert_eq!(shared::count_raw(p), count, "count after step {i}");
            assert_eq!(shared::delta_raw(p), delta, "delta after step {i}");
            assert_eq!(shared::stamp_raw(p), stamp, "stamp after step {i}");
            assert_eq!(shared::big_raw(p), big, "big after step {i}");
            assert_eq!((*p).tag, i as u8 + 1, "tag after step {i}");
            checks += 6;
            // C reads what Rust writes (the neighbours C just wrote survive).
            let mode = i % 8;
            shared::set_mode_raw(p, mode);
            assert_eq!(c_mode(), mode, "mode seen by C at step {i}");
            if i % 7 == 0 {
                delta = (i as i32 % 31) - 15;
                shared::set_delta_raw(p, delta);
                assert_eq!(c_delta(), delta, "delta seen by C at step {i}");
                count = (i * 5) & 0x7f;
                shared::set_count_raw(p, count);
                assert_eq!(c_count(), count, "count seen by C at step {i}");
                big = wrap_signed(-(i as i64) * 1_000_000_007, 33);
                shared::set_big_raw(p, big);
                assert_eq!(c_big(), big, "big seen by C at step {i}");
                checks += 3;
            }
            assert_eq!(c_stamp(), stamp, "stamp seen by C at step {i}");
            assert_eq!(shared::mode_raw(p), mode, "mode after own write at step {i}");
            checks += 3;
        }
    }
    println!("unsafecell checks: {checks}");
}
"#;

fn tool(var: &str, default: &str) -> String {
    env::var(var).unwrap_or_else(|_| default.to_owned())
}

fn have(tool_name: &str, arg: &str) -> bool {
    Command::new(tool_name).arg(arg).output().is_ok()
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

/// Every `fn <name>_raw` / `fn set_<name>_raw` body of the bindings.
fn raw_accessor_bodies(bindings: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = bindings;
    while let Some(pos) = rest.find("unsafe fn ") {
        let after = &rest[pos + "unsafe fn ".len()..];
        let name: String = after
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let Some(open) = after.find('{') else { break };
        let mut depth = 0;
        let mut end = open;
        for (i, c) in after[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        let field_accessor =
            name.ends_with("_raw") && !matches!(name.as_str(), "raw_get" | "raw_set");
        if field_accessor {
            out.push((name, after[open..end].to_owned()));
        }
        rest = &after[end..];
    }
    out
}

fn work_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bitfield_unsafecell")
}

fn build_and_run(dir: &Path) -> String {
    fs::create_dir_all(dir).unwrap();
    let header = dir.join("shared.h");
    fs::write(&header, HEADER).unwrap();
    fs::write(dir.join("shared.c"), C_SOURCE).unwrap();
    let bindings = bindgen::Builder::default()
        .header(header.to_str().unwrap())
        .generate()
        .expect("bindgen on shared.h")
        .to_string();
    fs::write(dir.join("bindings.rs"), &bindings).unwrap();

    let bodies = raw_accessor_bodies(&bindings);
    assert_eq!(
        bodies.len(),
        12,
        "expected getter and setter raw accessors for 6 bitfields: {bodies:?}"
    );
    for (name, body) in &bodies {
        assert!(
            !body.contains('&'),
            "raw accessor {name} creates a reference:\n{body}"
        );
        assert!(
            body.contains("addr_of"),
            "raw accessor {name} does not use addr_of!:\n{body}"
        );
    }

    let obj = dir.join("shared.o");
    run(
        Command::new(tool("CC", "cc"))
            .arg("-c")
            .arg("-O1")
            .arg("-I")
            .arg(dir)
            .arg(dir.join("shared.c"))
            .arg("-o")
            .arg(&obj),
        "cc",
    );
    let lib = dir.join("libbfshared.a");
    let _ = fs::remove_file(&lib);
    run(
        Command::new(tool("AR", "ar"))
            .arg("rcs")
            .arg(&lib)
            .arg(&obj),
        "ar",
    );
    fs::write(dir.join("main.rs"), RUST_MAIN).unwrap();
    let exe = dir.join("unsafecell");
    run(
        Command::new(tool("RUSTC", "rustc"))
            .args([
                "--edition",
                "2021",
                "-C",
                "debug-assertions=on",
                "-C",
                "overflow-checks=on",
            ])
            .arg("-L")
            .arg(dir)
            .args(["-l", "static=bfshared"])
            .arg("-o")
            .arg(&exe)
            .arg(dir.join("main.rs")),
        "rustc",
    );
    run(&mut Command::new(&exe), "unsafecell program")
}

#[test]
fn raw_accessors_behind_unsafecell_with_c_writer() {
    if !have(&tool("CC", "cc"), "--version") || !have(&tool("RUSTC", "rustc"), "--version") {
        bindgen_tests::tool_missing("bitfield_unsafecell", "cc and rustc");
        return;
    }
    let out = build_and_run(&work_dir());
    let checks: u32 = out
        .lines()
        .find_map(|l| l.strip_prefix("unsafecell checks: "))
        .and_then(|n| n.trim().parse().ok())
        .expect("check count");
    assert!(checks > 1000, "too few checks: {checks}");
    println!("bitfield_unsafecell: {checks} checks");
}
