//! Text that rustfmt would produce, written directly for the most common and
//! most regular generated items (layout-check blocks), so the formatter does
//! not have to parse and lay out thousands of them. Only shapes whose rustfmt
//! output is known exactly are pre-formatted; anything else returns `None` and
//! goes through rustfmt as tokens.
//!
//! The layouts for checks too long for one or two lines were measured on
//! rustfmt 1.x by sweeping type, field and number lengths (`std` and `core`)
//! and are pinned by a test against rustfmt over such a sweep. rustfmt places
//! a long statement in one of several shapes (breaking inside the turbofish or
//! the `offset_of!` arguments, on the first line or after moving the index to
//! the next line), and leaves it as read when the message alone is 98 columns
//! or wider.

use super::lines::{fits, AS_READ_FROM, MAX_WIDTH};

/// What one statement of a layout-check block checks.
#[derive(Clone)]
pub(crate) enum Check {
    /// `size_of::<T>()`.
    Size,
    /// `align_of::<T>()`.
    Align,
    /// `offset_of!(T, field)`.
    Offset(String),
}

/// One `["message"][expr - Nusize];` statement.
#[derive(Clone)]
pub(crate) struct LayoutCheck {
    /// The message (never holding quotes or backslashes; see `layout_block`).
    pub msg: String,
    /// What is checked.
    pub check: Check,
    /// The expected value (`N` in `Nusize`).
    pub value: u64,
}

/// The formatted `const _: () = { … };` block of checks on type `ty` (as
/// spelled in code), with `std` being `::std` or `::core`; `None` when some
/// statement needs a layout not modelled here.
pub(crate) fn layout_block(std: &str, ty: &str, checks: &[LayoutCheck]) -> Option<String> {
    let mut out = String::from(
        "#[allow(clippy::unnecessary_operation, clippy::identity_op)]\nconst _: () = {\n",
    );
    for c in checks {
        if c.msg.contains(['"', '\\']) {
            return None;
        }
        statement(&mut out, std, ty, c)?;
    }
    out.push_str("};\n");
    Some(out)
}

/// Appends one statement (with its newline).
fn statement(out: &mut String, std: &str, ty: &str, c: &LayoutCheck) -> Option<()> {
    use std::fmt::Write;
    // Lengths first: nearly every statement takes one or two lines, and
    // those are written without building the pieces as strings.
    let head_len = 8 + c.msg.len();
    let digits = c.value.checked_ilog10().map_or(1, |d| d as usize + 1);
    let rhs_len = 8 + digits;
    let mid = match c.check {
        Check::Size => "::mem::size_of::<",
        Check::Align => "::mem::align_of::<",
        Check::Offset(_) => "::mem::offset_of!(",
    };
    let call_len = std.len() + mid.len();
    let args_len = match &c.check {
        Check::Offset(f) => ty.len() + 3 + f.len(),
        _ => ty.len() + 3,
    };
    let expr_len = call_len + args_len + rhs_len;
    let args = |out: &mut String| match &c.check {
        Check::Offset(f) => {
            let _ = write!(out, "{ty}, {f})");
        }
        _ => {
            let _ = write!(out, "{ty}>()");
        }
    };
    if fits(head_len, expr_len + 3) || fits(8, expr_len + 3) {
        let sep = if fits(head_len, expr_len + 3) {
            ""
        } else {
            "\n        "
        };
        let _ = write!(out, "    [\"{}\"]{sep}[{std}{mid}", c.msg);
        args(out);
        let _ = writeln!(out, " - {}usize];", c.value);
        return Some(());
    }
    let head = format!("    [\"{}\"]", c.msg);
    let rhs = format!(" - {}usize", c.value);
    let call = format!("{std}{mid}");
    let lines: Vec<String> = if head.len() >= AS_READ_FROM {
        vec![format!("    {}", as_read(std, ty, c))]
    } else if let Check::Offset(f) = &c.check {
        // The arguments go one per line after `offset_of!(` on the first line.
        let mut v = vec![
            format!("{head}[{call}"),
            format!("        {ty},"),
            format!("        {f}"),
        ];
        if head.len() + rhs.len() <= MAX_WIDTH - 4 {
            v.push(format!("    ){rhs}];"));
        } else {
            v.push("    )".to_string());
            v.push(format!("        -{}];", &rhs[2..]));
        }
        v
    } else {
        // Past these numbers the break before `- N` follows rules not measured.
        if rhs.len() > 12 {
            return None;
        }
        let first = head.len() + 1 + call.len();
        let second = 9 + call.len() + ty.len() + 3;
        // (The thresholds below were measured; they are written against
        // the width they were measured at.)
        if first <= MAX_WIDTH + 3 {
            let mut v = vec![format!("{head}[{call}"), format!("        {ty},")];
            if first <= MAX_WIDTH + 1 || head.len() + rhs.len() <= MAX_WIDTH - 10 {
                v.push(format!("    >(){rhs}];"));
            } else {
                v.push("    >()".to_string());
                v.push(format!("        -{}];", &rhs[2..]));
            }
            v
        } else if second <= MAX_WIDTH - 2 {
            vec![
                head,
                format!("        [{call}{ty}>()"),
                format!("            -{}];", &rhs[2..]),
            ]
        } else if second <= MAX_WIDTH + 2 {
            vec![
                head,
                format!("        [{call}{ty}>("),
                format!("        ){rhs}];"),
            ]
        } else {
            vec![
                head,
                format!("        [{call}"),
                format!("            {ty},"),
                format!("        >(){rhs}];"),
            ]
        }
    };
    for l in lines {
        out.push_str(&l);
        out.push('\n');
    }
    Some(())
}

/// The statement as `proc_macro2` prints its tokens, which is what rustfmt
/// keeps when it gives up on it.
fn as_read(std: &str, ty: &str, c: &LayoutCheck) -> String {
    let std = format!(":: {}", std.trim_start_matches("::"));
    let expr = match &c.check {
        Check::Size => format!("{std} :: mem :: size_of :: < {ty} > ()"),
        Check::Align => format!("{std} :: mem :: align_of :: < {ty} > ()"),
        Check::Offset(f) => format!("{std} :: mem :: offset_of ! ({ty} , {f})"),
    };
    format!("[\"{}\"] [{expr} - {}usize] ;", c.msg, c.value)
}

#[cfg(test)]
mod tests;
