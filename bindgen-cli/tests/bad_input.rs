//! The bad-input catalogue (issue 7): every case exits cleanly with a clear message or a
//! warning plus a safe binding, never a panic, and never leaves a half-written `-o` file.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn run(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bindgen"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("cannot start bindgen")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn assert_no_panic(o: &Output) {
    let err = stderr(o);
    assert!(!err.contains("panicked"), "bindgen panicked:\n{err}");
    assert!(
        matches!(o.status.code(), Some(0..=2)),
        "unexpected exit {:?}:\n{err}",
        o.status
    );
}

/// Compiles generated bindings so their layout checks run.
fn compiles(path: &Path) {
    let out = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "lib",
            "-A",
            "warnings",
            "-o",
        ])
        .arg(path.with_extension("rlib"))
        .arg(path)
        .output()
        .expect("rustc runs");
    assert!(
        out.status.success(),
        "generated code does not compile:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn scratch() -> tempfile::TempDir {
    tempfile::tempdir().expect("temp dir")
}

#[test]
fn error_directive_fails_with_file_and_line_and_keeps_output() {
    let dir = scratch();
    std::fs::write(
        dir.path().join("e.h"),
        "int ok;\n#error \"unsupported configuration\"\n",
    )
    .unwrap();
    std::fs::write(dir.path().join("out.rs"), "previous contents").unwrap();
    let o = run(dir.path(), &["e.h", "-o", "out.rs"]);
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("e.h:2:"), "no file:line in:\n{err}");
    assert!(err.contains("unsupported configuration"), "{err}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("out.rs")).unwrap(),
        "previous contents"
    );
}

#[test]
fn failed_run_creates_no_output_file() {
    let dir = scratch();
    std::fs::write(dir.path().join("bad.h"), "struct { int x }\nint f(;\n").unwrap();
    let o = run(dir.path(), &["bad.h", "-o", "fresh.rs"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(!dir.path().join("fresh.rs").exists());
    assert!(stderr(&o).contains("bad.h:2:"), "{}", stderr(&o));
}

#[test]
fn non_utf8_bytes_in_comments_and_strings() {
    let dir = scratch();
    let mut text =
        b"/** caf\xe9 \xff doc */\nstruct s { int x; };\nconst char *const name = \"na\xefve\";\n"
            .to_vec();
    text.extend_from_slice(b"#define BYTES \"\xc3\x28\"\n");
    text.extend_from_slice(b"#define LATIN1 \"na\xefve\"\n");
    std::fs::write(dir.path().join("latin1.h"), &text).unwrap();
    let o = run(dir.path(), &["latin1.h", "-o", "out.rs"]);
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // Raw non-UTF-8 bytes in a string macro keep their exact values.
    let text = std::fs::read_to_string(dir.path().join("out.rs")).unwrap();
    assert!(
        text.contains(r#"pub const LATIN1: &[u8; 6] = b"na\xEFve\0";"#),
        "{text}"
    );
    compiles(&dir.path().join("out.rs"));
}

#[test]
fn file_names_with_spaces_and_non_ascii() {
    let dir = scratch();
    let sub = dir.path().join("my headers");
    std::fs::create_dir(&sub).unwrap();
    let name = sub.join("größe ü.h");
    std::fs::write(&name, "struct groesse { int w, h; };\n").unwrap();
    let out: PathBuf = dir.path().join("out dir ä.rs");
    let o = run(
        dir.path(),
        &[name.to_str().unwrap(), "-o", out.to_str().unwrap()],
    );
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains("pub struct groesse"));
}

#[test]
fn unsupported_c_gets_a_warning_and_a_layout_correct_blob() {
    let dir = scratch();
    std::fs::write(
        dir.path().join("u.h"),
        "struct atom { _Atomic int a; char c; };\n\
         typedef int v4si __attribute__((vector_size(16)));\n\
         struct vec { v4si v; char c; };\n\
         struct bi { _BitInt(24) x; };\n\
         struct cx { double _Complex z; };\n\
         void vla(int n, int arr[n]);\n",
    )
    .unwrap();
    let o = run(dir.path(), &["u.h", "-o", "out.rs"]);
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(0));
    let err = stderr(&o);
    // `_Atomic int` is supported (as `int`, like upstream): no warning.
    assert!(
        !err.contains("_Atomic"),
        "a warning for a supported _Atomic:\n{err}"
    );
    assert!(
        err.contains("_BitInt(24)"),
        "no warning for _BitInt:\n{err}"
    );
    // Vector types are supported now (arrays of their elements): no warning.
    assert!(!err.contains("vector_size"), "{err}");
    let text = std::fs::read_to_string(dir.path().join("out.rs")).unwrap();
    assert!(
        text.contains("pub a: ::std::os::raw::c_int,"),
        "_Atomic int is not a c_int:\n{text}"
    );
    // The layout checks in the output compare with clang's sizes and offsets.
    compiles(&dir.path().join("out.rs"));
}

#[test]
fn very_large_input() {
    let dir = scratch();
    let mut text = String::new();
    for i in 0..5000 {
        text.push_str(&format!(
            "struct s{i} {{ int a; char b[{}]; struct s{i} *next; }};\n#define K{i} {i}\n",
            i % 17 + 1
        ));
    }
    std::fs::write(dir.path().join("big.h"), text).unwrap();
    let o = run(dir.path(), &["big.h", "-o", "out.rs"]);
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(0));
    let text = std::fs::read_to_string(dir.path().join("out.rs")).unwrap();
    assert!(text.contains("pub struct s4999"));
    assert!(text.contains("pub const K4999: u32 = 4999;"));
}

/// Seeded random command lines: the parser and the pipeline must never panic.
#[test]
fn fuzzed_command_lines_never_panic() {
    let dir = scratch();
    std::fs::write(
        dir.path().join("h.h"),
        "struct s { int a : 3; }; enum e { A, B }; int f(int);\n#define M 1\n",
    )
    .unwrap();
    let pieces: &[&str] = &[
        "--allowlist-type",
        "--blocklist-item",
        "--opaque-type",
        "--rustified-enum",
        "--rustified-enum",
        "e=sound",
        "e=bogus,raw_ffi",
        "--default-enum-style",
        "rust",
        "bitfield",
        "nope",
        "--rust-target",
        "1.68",
        "1.20",
        "abc",
        "--ctypes-prefix",
        "ffi",
        "--use-core",
        "--no-layout-tests",
        "--with-derive-default",
        "--explicit-padding",
        "--formatter",
        "none",
        "prettyplease",
        "--generate",
        "types",
        "functions,bogus",
        "--",
        "-DX=1",
        "-I",
        "--with-derive-custom",
        "s=Foo",
        "noequals",
        "--raw-line",
        "(",
        "[",
        "--",
        ".*",
        "s",
        "",
        "=",
        "--override-abi",
        "f=C",
        "f=nope",
        "--clang-macro-fallback",
        "--merge-extern-blocks",
        "--no-doc-comments",
        "-o",
        "out.rs",
    ];
    let mut seed: u64 = std::env::var("CLI_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5eed);
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let runs: usize = std::env::var("CLI_FUZZ_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(120);
    for _ in 0..runs {
        let n = (next() % 7) as usize;
        let mut args: Vec<&str> = vec!["h.h"];
        for _ in 0..n {
            args.push(pieces[(next() as usize) % pieces.len()]);
        }
        let o = run(dir.path(), &args);
        let err = stderr(&o);
        assert!(!err.contains("panicked"), "panic for {args:?}:\n{err}");
        assert!(
            matches!(o.status.code(), Some(0..=2)),
            "exit {:?} for {args:?}:\n{err}",
            o.status
        );
    }
}

/// `<Enum>_ctype` clashing with a C name is an error naming both.
#[test]
fn raw_enum_type_clash_is_an_error_naming_both() {
    let dir = scratch();
    std::fs::write(
        dir.path().join("c.h"),
        "enum State { A, B };\ntypedef int State_ctype;\nvoid f(enum State s, State_ctype x);\n",
    )
    .unwrap();
    let o = run(
        dir.path(),
        &["c.h", "--rustified-enum", "State=sound", "-o", "out.rs"],
    );
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("c.h:1") && err.contains("c.h:2"), "{err}");
    assert!(!dir.path().join("out.rs").exists());
}

/// Options on a blocklisted enum cannot apply; a warning says so.
#[test]
fn rustified_options_on_a_blocklisted_enum_warn() {
    let dir = scratch();
    std::fs::write(
        dir.path().join("b.h"),
        "enum State { A, B };\nvoid f(enum State s);\n",
    )
    .unwrap();
    let o = run(
        dir.path(),
        &[
            "b.h",
            "--rustified-enum",
            "State=sound",
            "--blocklist-type",
            "State",
            "-o",
            "out.rs",
        ],
    );
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(0));
    assert!(
        stderr(&o).contains("enum `State` is blocklisted"),
        "{}",
        stderr(&o)
    );
    let text = std::fs::read_to_string(dir.path().join("out.rs")).unwrap();
    assert!(text.contains("pub fn f(s: State);"), "{text}");
}

/// `--with-attribute-custom*` values must tokenize as Rust attributes (exit 2 otherwise).
#[test]
fn custom_attributes_must_be_rust_attributes() {
    let dir = scratch();
    std::fs::write(dir.path().join("a.h"), "struct s { int a; };\n").unwrap();
    for bad in ["s=#[must_use", "s=must_use"] {
        let o = run(dir.path(), &["a.h", "--with-attribute-custom", bad]);
        assert_no_panic(&o);
        assert_eq!(o.status.code(), Some(2), "{bad}");
        assert!(
            stderr(&o).contains("is not a Rust attribute"),
            "{}",
            stderr(&o)
        );
    }
    let o = run(
        dir.path(),
        &[
            "a.h",
            "--with-attribute-custom",
            "s=#[must_use]",
            "-o",
            "out.rs",
        ],
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

/// A `rustfmt.toml` in the working directory changes rustfmt's layout; the output
/// must follow it (nothing is printed in the default layout behind its back).
#[test]
fn rustfmt_toml_in_the_working_directory_is_honoured() {
    let dir = scratch();
    std::fs::write(dir.path().join("rustfmt.toml"), "max_width = 60\n").unwrap();
    std::fs::write(
        dir.path().join("w.h"),
        "struct wide { unsigned long long a_rather_long_field_name; };\n",
    )
    .unwrap();
    let o = run(dir.path(), &["w.h", "-o", "out.rs"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = std::fs::read_to_string(dir.path().join("out.rs")).unwrap();
    assert!(text.contains("pub a_rather_long_field_name:\n"), "{text}");
}
