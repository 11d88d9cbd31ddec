//! Running the two bindgens, rustc and the tests: the C fuzzer's runner
//! (tools/c-fuzz/src/runner.rs), shared by path, plus the C++ checks of a
//! header with clang++.

use std::path::Path;
use std::process::{Command, Stdio};

#[path = "../../c-fuzz/src/runner.rs"]
#[allow(dead_code)]
mod shared;

pub use shared::{bindgen, failed_layout_records, Run, Tools};

/// The language and standard every header is parsed with, by clang++ and
/// by both bindgens (after `--`).
pub const CXX_ARGS: &[&str] = &["-x", "c++", "-std=c++17"];

/// Whether clang++ accepts the header (`-fsyntax-only`).
pub fn clang_accepts(header: &Path) -> bool {
    Command::new("clang++")
        .args(CXX_ARGS)
        .args(["-fsyntax-only", "-Wno-everything"])
        .arg(header)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false)
}

/// Type-checks bindings as a library (`--emit=metadata`: every layout
/// assertion is a constant, evaluated without code generation). Err:
/// rustc's first error line, then a newline and all of its output.
pub fn check_compiles(tools: &Tools, rs: &Path, edition: &str) -> Result<(), String> {
    let out = Command::new("timeout")
        .arg("120")
        .arg(&tools.rustc)
        .args([
            "--edition",
            edition,
            "--crate-type",
            "lib",
            "--emit=metadata",
        ])
        .args(["-A", "warnings", "--crate-name", "fuzzed", "-o"])
        .arg(rs.with_extension("rmeta"))
        .arg(rs)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    if out.status.success() {
        return Ok(());
    }
    let err = String::from_utf8_lossy(&out.stderr);
    let first = err
        .lines()
        .find(|l| l.starts_with("error"))
        .unwrap_or("rustc failed without an error line");
    Err(first.chars().take(200).collect::<String>() + "\n" + &err)
}
