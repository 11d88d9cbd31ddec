//! For tests of the direct printers: what rustfmt makes of a source text.

use std::io::Write;
use std::process::{Command, Stdio};

/// rustfmt's output for `src` (edition 2021, default settings), or `None`
/// when rustfmt is not installed or rejects the text.
pub(crate) fn rustfmt(src: &str) -> Option<String> {
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2021"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(src.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}
