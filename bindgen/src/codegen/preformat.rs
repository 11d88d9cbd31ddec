//! Text that rustfmt would produce, written directly for the most common and
//! most regular generated items (layout-check blocks), so the formatter does
//! not have to parse and lay out thousands of them. Only shapes whose rustfmt
//! output is known exactly are pre-formatted; anything else returns `None` and
//! goes through rustfmt as tokens. A test compares both paths.

/// rustfmt's default `max_width`.
const MAX_WIDTH: usize = 100;

/// The formatted `const _: () = { … };` block for `(message, expression)` checks,
/// or `None` when a line would need a layout other than one line or the
/// two-line `["msg"]` / `[expr];` split.
pub(crate) fn layout_block(checks: &[(String, String)]) -> Option<String> {
    let mut out = String::from(
        "#[allow(clippy::unnecessary_operation, clippy::identity_op)]\nconst _: () = {\n",
    );
    for (msg, expr) in checks {
        if msg.contains(['"', '\\']) {
            return None;
        }
        let one = format!("    [\"{msg}\"][{expr}];");
        if one.len() <= MAX_WIDTH {
            out.push_str(&one);
            out.push('\n');
            continue;
        }
        let first = format!("    [\"{msg}\"]");
        let second = format!("        [{expr}];");
        if first.len() <= MAX_WIDTH && second.len() <= MAX_WIDTH {
            out.push_str(&first);
            out.push('\n');
            out.push_str(&second);
            out.push('\n');
            continue;
        }
        return None;
    }
    out.push_str("};\n");
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use std::process::{Command, Stdio};

    fn rustfmt(src: &str) -> Option<String> {
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

    #[test]
    fn matches_rustfmt_for_every_name_length() {
        let mut ours = String::new();
        let mut tokens = String::new();
        for n in 1..120 {
            let name = format!("S{}", "a".repeat(n));
            let field = format!("f{}", "b".repeat(n / 2));
            let checks = vec![
                (
                    format!("Size of {name}"),
                    format!("::std::mem::size_of::<{name}>() - 16usize"),
                ),
                (
                    format!("Alignment of {name}"),
                    format!("::std::mem::align_of::<{name}>() - 8usize"),
                ),
                (
                    format!("Offset of field: {name}::{field}"),
                    format!("::std::mem::offset_of!({name}, {field}) - 1234usize"),
                ),
            ];
            let Some(text) = layout_block(&checks) else {
                continue;
            };
            ours.push_str(&text);
            tokens.push_str(
                "#[allow(clippy::unnecessary_operation, clippy::identity_op)] const _: () = {",
            );
            for (m, e) in &checks {
                tokens.push_str(&format!("[\"{m}\"][{e}];"));
            }
            tokens.push_str("};\n");
        }
        let Some(formatted) = rustfmt(&tokens) else {
            eprintln!("rustfmt not available; skipping");
            return;
        };
        assert_eq!(formatted, ours);
    }
}
