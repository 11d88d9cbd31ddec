//! For tests of the direct printers: what rustfmt makes of a source text.

use std::io::Write;
use std::process::{Command, Stdio};

/// rustfmt's output for `src` (edition 2021, default settings), or `None`
/// when rustfmt is not installed (which fails the test when `CI` is set).
///
/// rustfmt *rejecting* the text is a bug in the printed code, never a reason
/// to skip: it panics with rustfmt's message.
pub(crate) fn rustfmt(src: &str) -> Option<String> {
    let Ok(mut child) = Command::new("rustfmt")
        .args(["--edition", "2021"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    else {
        crate::test_tools::tool_missing("rustfmt probe", "rustfmt");
        return None;
    };
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(src.as_bytes())
        .expect("rustfmt reads its input");
    let out = child.wait_with_output().expect("rustfmt runs to the end");
    assert!(
        out.status.success(),
        "rustfmt rejected the text:\n{}\n--- text ---\n{src}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}
