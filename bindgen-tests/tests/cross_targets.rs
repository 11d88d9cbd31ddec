//! Goldens generated for another target (`--target=...` on their flags
//! line) are left out of the expectations crate, whose layout checks run on
//! the host. Here each one is compiled with `rustc --target` for its own
//! target: the layout checks in it are `const` assertions, so compiling
//! proves that Rust's `repr(C)` layout for that target agrees with the sizes,
//! alignments and offsets clang computed for it.
//!
//! The standard libraries `.ci/run` installs ([`CI_TARGETS`]) are required
//! under `CI`; goldens for other targets (riscv64, i686 Windows, Apple,
//! wasm32, thumbv7em in the `target_matrix_*` set) are compiled where their
//! standard library happens to be installed and otherwise only counted.

use bindgen_tests::{golden_path, header_clang_args, list_headers, tool_missing};
use std::process::Command;

fn rustc() -> String {
    std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into())
}

/// The target triple given to clang, when there is one.
fn target_of(name: &str) -> Option<String> {
    let args = header_clang_args(name);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if let Some(t) = a.strip_prefix("--target=") {
            return Some(t.to_string());
        }
        if a == "--target" || a == "-target" {
            return it.next().cloned();
        }
    }
    None
}

/// The Rust targets whose standard library `.ci/run` installs.
const CI_TARGETS: [&str; 4] = [
    "i686-unknown-linux-gnu",
    "aarch64-unknown-linux-gnu",
    "armv7-unknown-linux-gnueabihf",
    "x86_64-pc-windows-msvc",
];

/// Rust's name for a clang target triple (they differ for riscv64, whose
/// Rust target names the `gc` extensions).
fn rust_target(clang_target: &str) -> String {
    match clang_target {
        "riscv64-unknown-linux-gnu" => "riscv64gc-unknown-linux-gnu".to_string(),
        t => t.to_string(),
    }
}

/// Whether rustc can build libraries for `target` here (its standard library
/// is installed).
fn std_installed(target: &str) -> bool {
    let Ok(out) = Command::new(rustc()).args(["--print", "sysroot"]).output() else {
        return false;
    };
    let sysroot = String::from_utf8_lossy(&out.stdout).trim().to_string();
    std::path::Path::new(&sysroot)
        .join("lib/rustlib")
        .join(target)
        .join("lib")
        .is_dir()
}

#[test]
fn other_target_goldens_compile_for_their_target() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut compiled = 0;
    let mut failures = Vec::new();
    let mut not_compiled = Vec::new();
    for name in list_headers() {
        let Some(target) = target_of(&name).map(|t| rust_target(&t)) else {
            continue;
        };
        if !std_installed(&target) && !CI_TARGETS.contains(&target.as_str()) {
            not_compiled.push(format!("{name} ({target})"));
            continue;
        }
        if !std_installed(&target) {
            tool_missing(
                "other_target_goldens_compile_for_their_target",
                &format!("the Rust standard library for {target} (rustup target add {target})"),
            );
            continue;
        }
        let out = Command::new(rustc())
            .args([
                "--edition",
                "2021",
                "--crate-type",
                "lib",
                "--emit",
                "metadata",
            ])
            .args(["--target", &target, "--crate-name", &name, "-A", "warnings"])
            .arg("--out-dir")
            .arg(dir.path())
            .arg(golden_path(&name))
            .output()
            .expect("rustc runs");
        if out.status.success() {
            compiled += 1;
        } else {
            failures.push(format!(
                "{name} ({target}):\n{}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    eprintln!("{compiled} goldens compiled for their own targets");
    if !not_compiled.is_empty() {
        eprintln!(
            "{} goldens not compiled (no standard library for their target here): {}",
            not_compiled.len(),
            not_compiled.join(", ")
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
