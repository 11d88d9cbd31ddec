//! `CargoCallbacks` makes cargo rerun a build script exactly when its
//! bindings could change, checked the way a user sees it: `cargo build -v`
//! of a small consumer crate, run twice per case, where the second build is
//! fresh or reruns the build script.
//!
//! The consumer's build script writes a header into `OUT_DIR` on every run
//! and the wrapper header includes it and a header of `include/`. Cases:
//! nothing changed (fresh, also with the generated header), the wrapper
//! changed, the included header changed, an environment variable bindgen
//! reads changed (each reruns once, then is fresh). The first build also
//! shows that bindgen's warnings reach cargo as `cargo:warning=` lines.
//!
//! The crate and its target directory live in `<target>/cargo-rebuilds/`,
//! so bindgen is compiled for it once per machine, not per run.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::{env, fs};

const MANIFEST: &str = r#"[package]
name = "rebuild-consumer"
version = "0.1.0"
edition = "2021"
publish = false
build = "build.rs"

[workspace]

[build-dependencies]
bindgen = { path = "BINDGEN_PATH" }
"#;

const BUILD_RS: &str = r##"use std::path::PathBuf;

fn main() {
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    // Real build scripts work a while (compiling C) before they write a
    // header; without this the header could carry the very clock tick cargo
    // recorded as the run's start and not look newer than it.
    std::thread::sleep(std::time::Duration::from_millis(200));
    // A header generated on every run, as many -sys crates do (a config.h).
    std::fs::write(out.join("generated.h"), "#define GENERATED_VALUE 7\n").unwrap();
    bindgen::Builder::default()
        .header("wrapper.h")
        .clang_arg("-Iinclude")
        .clang_arg(format!("-I{}", out.display()))
        // Matches nothing: bindgen warns, and cargo must show the warning.
        .blocklist_type("no_such_type_here")
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
        .generate()
        .expect("bindgen failed")
        .write_to_file(out.join("bindings.rs"))
        .unwrap();
}
"##;

const LIB_RS: &str = r#"#![allow(non_upper_case_globals, non_camel_case_types, dead_code)]
include!(concat!(env!("OUT_DIR"), "/bindings.rs"));
"#;

fn workspace_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("bindgen-tests sits inside the workspace")
        .to_path_buf()
}

/// The workspace's target directory (this test runs from `<target>/<profile>/deps`).
fn target_dir() -> PathBuf {
    let exe = env::current_exe().expect("path of the test executable");
    exe.ancestors()
        .nth(3)
        .expect("test executables live in <target>/<profile>/deps")
        .to_path_buf()
}

/// Writes `text` to `path` only when it differs, so unchanged files keep
/// their modification time.
fn write_if_changed(path: &Path, text: &str) {
    if fs::read_to_string(path).ok().as_deref() != Some(text) {
        fs::write(path, text).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
    }
}

struct Consumer {
    dir: PathBuf,
    target: PathBuf,
}

/// What one `cargo build -v` did.
struct Build {
    reran: bool,
    output: String,
}

impl Consumer {
    fn set_up() -> Consumer {
        let root = target_dir().join("cargo-rebuilds");
        let dir = root.join("crate");
        fs::create_dir_all(dir.join("src")).expect("create the consumer crate");
        fs::create_dir_all(dir.join("include")).expect("create include/");
        let bindgen = workspace_dir().join("bindgen");
        let manifest = MANIFEST.replace("BINDGEN_PATH", bindgen.to_str().expect("UTF-8 path"));
        write_if_changed(&dir.join("Cargo.toml"), &manifest);
        write_if_changed(&dir.join("build.rs"), BUILD_RS);
        write_if_changed(&dir.join("src/lib.rs"), LIB_RS);
        // The workspace's lock file: the same dependency versions, already
        // downloaded (cargo drops the entries this crate does not use).
        if !dir.join("Cargo.lock").exists() {
            fs::copy(workspace_dir().join("Cargo.lock"), dir.join("Cargo.lock"))
                .expect("copy Cargo.lock");
        }
        write_if_changed(&dir.join("include/inner.h"), "struct inner { int a; };\n");
        Consumer {
            dir,
            target: root.join("target"),
        }
    }

    /// Runs `cargo build -v` with `env` set (and every variable bindgen
    /// reads that `env` does not name removed).
    fn build(&self, env: &[(&str, &str)]) -> Build {
        let cargo = env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
        let mut cmd = Command::new(cargo);
        cmd.args(["build", "-v", "--manifest-path"])
            .arg(self.dir.join("Cargo.toml"))
            .env("CARGO_TARGET_DIR", &self.target)
            .env("CARGO_TERM_COLOR", "never");
        for key in ["BINDGEN_EXTRA_CLANG_ARGS", "TARGET", "RUST_LOG"] {
            cmd.env_remove(key);
        }
        for (k, v) in env {
            cmd.env(k, v);
        }
        let out = cmd.output().expect("run cargo build");
        let output = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.status.success(), "cargo build failed:\n{output}");
        // `-v` names the build script binary when it runs it.
        let reran = output
            .lines()
            .any(|l| l.contains("Running `") && l.contains("build-script-build"));
        Build { reran, output }
    }

    fn write(&self, file: &str, text: &str) {
        // Modification times are compared with the time the script last
        // ran: a change must land after it, even on coarse clocks.
        std::thread::sleep(std::time::Duration::from_millis(1100));
        fs::write(self.dir.join(file), text).expect("write consumer file");
    }
}

#[test]
fn build_script_reruns_exactly_when_bindings_can_change() {
    let c = Consumer::set_up();
    // A wrapper different from any earlier run's, so the first build runs
    // the build script whatever state the directory was left in.
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock after 1970")
        .as_nanos();
    c.write(
        "wrapper.h",
        &format!("// run {stamp}\n#include \"inner.h\"\n#include \"generated.h\"\nint use_inner(struct inner *p);\n"),
    );
    let first = c.build(&[]);
    assert!(
        first.reran,
        "the changed wrapper did not run the build script:\n{}",
        first.output
    );
    assert!(
        first.output.lines().any(|l| l.starts_with("warning:")
            && l.contains("unused regular expression `no_such_type_here`")),
        "bindgen's warning did not reach cargo:\n{}",
        first.output
    );

    let unchanged = c.build(&[]);
    assert!(
        !unchanged.reran,
        "nothing changed (the header generated in OUT_DIR must not count), yet the build script reran:\n{}",
        unchanged.output
    );

    c.write(
        "include/inner.h",
        &format!("struct inner {{ int a; long b; }}; // {stamp}\n"),
    );
    let included = c.build(&[]);
    assert!(
        included.reran,
        "an included header changed:\n{}",
        included.output
    );
    assert!(
        !c.build(&[]).reran,
        "fresh after the included header's rerun"
    );

    c.write(
        "wrapper.h",
        &format!("// run {stamp}, edited\n#include \"inner.h\"\n#include \"generated.h\"\n"),
    );
    let wrapper = c.build(&[]);
    assert!(
        wrapper.reran,
        "the wrapper header changed:\n{}",
        wrapper.output
    );
    assert!(!c.build(&[]).reran, "fresh after the wrapper's rerun");

    let flags = [("BINDGEN_EXTRA_CLANG_ARGS", "-DEXTRA=1")];
    let env_changed = c.build(&flags);
    assert!(
        env_changed.reran,
        "BINDGEN_EXTRA_CLANG_ARGS changed:\n{}",
        env_changed.output
    );
    let env_same = c.build(&flags);
    assert!(
        !env_same.reran,
        "BINDGEN_EXTRA_CLANG_ARGS unchanged:\n{}",
        env_same.output
    );
    let env_removed = c.build(&[]);
    assert!(
        env_removed.reran,
        "BINDGEN_EXTRA_CLANG_ARGS removed:\n{}",
        env_removed.output
    );
}
