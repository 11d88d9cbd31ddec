//! The CLI reference page (`book/src/cli-reference.md`), rendered from
//! `bindgen --help` so that it can never say something the binary does not.

use super::tools;
use std::collections::BTreeSet;
use std::process::Command;

/// Flags accepted but hidden from `--help`, which the book still shows.
const HIDDEN: &[&str] = &[
    // Linux 6.1's Makefile passes it; accepted as a no-op (see the kernel chapter).
    "--size_t-is-usize",
];

pub fn help_text() -> String {
    let out = Command::new(tools::bindgen_exe())
        .arg("--help")
        .output()
        .expect("run bindgen --help");
    assert!(out.status.success(), "bindgen --help fails");
    String::from_utf8(out.stdout).expect("help is UTF-8")
}

/// Every long flag `--help` lists (plus the hidden ones the book uses).
pub fn long_flags(help: &str) -> BTreeSet<String> {
    let mut flags: BTreeSet<String> = HIDDEN.iter().map(|s| s.to_string()).collect();
    for line in help.lines().filter(|l| is_option_line(l)) {
        for word in line.split([' ', ',']) {
            if word.starts_with("--") && word.len() > 2 {
                flags.insert(word.to_owned());
            }
        }
    }
    flags
}

/// clap starts an option's line with 2 to 6 spaces and a dash; its
/// description lines are indented further.
fn is_option_line(line: &str) -> bool {
    let body = line.trim_start();
    let indent = line.len() - body.len();
    (2..=6).contains(&indent) && body.starts_with('-')
}

/// Escapes the characters Markdown would read as markup, outside code spans
/// (text between backticks stays as written when the backticks pair up).
fn escape(text: &str) -> String {
    let pieces: Vec<&str> = text.split('`').collect();
    let balanced = pieces.len() % 2 == 1;
    let mut out = String::with_capacity(text.len());
    for (i, piece) in pieces.iter().enumerate() {
        if i > 0 {
            out.push_str(if balanced { "`" } else { "\\`" });
        }
        if balanced && i % 2 == 1 {
            out.push_str(piece);
            continue;
        }
        for c in piece.chars() {
            if "\\*_<>[]#|{}".contains(c) {
                out.push('\\');
            }
            out.push(c);
        }
    }
    out
}

/// The page: usage, then one heading per argument and option with its text.
pub fn render(help: &str) -> String {
    let mut page = String::from(
        "# Command-line reference\n\n\
         <!-- Generated from `bindgen --help`; do not edit. Regenerate with\n\
         BINDGEN_OVERWRITE_EXPECTED=1 cargo test -p bindgen-tests --test book_examples cli_reference -->\n\n\
         This page is `bindgen --help` of this version, one heading per option. Most\n\
         options mirror a `bindgen::Builder` method (`--allowlist-type` is\n\
         `allowlist_type`, `--no-layout-tests` is `layout_tests(false)`). Everything\n\
         after `--` goes to clang.\n",
    );
    let mut in_entry = false;
    let mut para = String::new();
    let flush = |page: &mut String, para: &mut String| {
        if !para.is_empty() {
            page.push('\n');
            page.push_str(&escape(para.trim_end()));
            page.push('\n');
            para.clear();
        }
    };
    for line in help.lines() {
        let trimmed = line.trim();
        if trimmed.is_empty() {
            flush(&mut page, &mut para);
            continue;
        }
        if let Some(usage) = line.strip_prefix("Usage: ") {
            flush(&mut page, &mut para);
            page.push_str(&format!("\n```text\n{usage}\n```\n"));
            in_entry = false;
        } else if !line.starts_with(' ') && trimmed.ends_with(':') {
            flush(&mut page, &mut para);
            page.push_str(&format!("\n## {}\n", trimmed.trim_end_matches(':')));
            in_entry = false;
        } else if is_option_line(line) || (line.starts_with("  [") && !in_entry) {
            flush(&mut page, &mut para);
            // Arguments put their text on the same line after a gap.
            let (name, text) = match trimmed.split_once("  ") {
                Some((n, t)) => (n, t.trim()),
                None => (trimmed, ""),
            };
            page.push_str(&format!("\n### `{name}`\n"));
            para.push_str(text);
            if !text.is_empty() {
                para.push('\n');
            }
            in_entry = !line.starts_with("  [");
        } else {
            para.push_str(trimmed);
            para.push('\n');
        }
    }
    flush(&mut page, &mut para);
    page
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "Makes things.\n\nUsage: tool [OPTIONS] [FILE]\n\nArguments:\n  [FILE]  The input\n\nOptions:\n      --pick <REGEX>\n          Keep items matching REGEX (`a|b`)\n          [default: *]\n  -h, --help\n          Print help\n";

    #[test]
    fn renders_headings_usage_and_escaped_text() {
        let page = render(SAMPLE);
        assert!(page.contains("```text\ntool [OPTIONS] [FILE]\n```"));
        assert!(page.contains("## Arguments\n\n### `[FILE]`\n\nThe input\n"));
        assert!(page.contains(
            "### `--pick <REGEX>`\n\nKeep items matching REGEX (`a|b`)\n\\[default: \\*\\]\n"
        ));
        assert!(page.contains("### `-h, --help`\n\nPrint help\n"));
    }

    #[test]
    fn long_flags_come_from_option_lines_only() {
        let flags = long_flags(SAMPLE);
        assert!(flags.contains("--pick") && flags.contains("--help"));
        assert!(flags.contains("--size_t-is-usize"));
        assert_eq!(flags.len(), 3);
    }
}
