//! Reducing a failing case to a small reproducer: whole chunks first
//! (delta debugging over the top-level declarations), then single lines
//! (members, enumerators, macro lines), then flags; each candidate must
//! still pass `clang -fsyntax-only` and still show the same problem.

use std::fs;
use std::path::Path;

use api_diff::Allowlist;

use crate::classify::{self, Problem, Stages};
use crate::flags::Flags;
use crate::grammar::join_chunks;
use crate::runner::{self, Tools};

/// At most this many candidates are tried per reduction.
const BUDGET: usize = 400;

/// Whether `p` is the same problem as `target` (a layout failure: the
/// first test that failed still fails).
fn same(target: &Problem, p: &Problem) -> bool {
    if target.category != p.category {
        return false;
    }
    if target.category == "layout failure" {
        let first = target.signature.split(' ').next().unwrap_or("");
        return p.signature.split(' ').any(|t| t == first);
    }
    target.signature == p.signature
}

/// The stages that can show the problem.
fn stages_for(target: &Problem) -> Stages {
    let cat = target.category.as_str();
    Stages {
        upstream: cat.starts_with("api:") || cat == "ours failed" || cat == "comparator error",
        compile: cat == "compile failure" || cat == "layout failure",
    }
}

struct Reducer<'a> {
    tools: &'a Tools,
    allow: &'a Allowlist,
    dir: &'a Path,
    label: &'a str,
    target: &'a Problem,
    tries: usize,
}

impl Reducer<'_> {
    fn interesting(&mut self, chunks: &[String], flags: &Flags) -> bool {
        if self.tries >= BUDGET {
            return false;
        }
        self.tries += 1;
        let text = join_chunks(chunks);
        let probe = self.dir.join("probe.h");
        if fs::write(&probe, &text).is_err() || !runner::clang_accepts(&probe) {
            return false;
        }
        let out = classify::check(
            self.tools,
            self.allow,
            self.dir,
            self.label,
            &text,
            flags,
            stages_for(self.target),
        );
        out.problems.iter().any(|p| same(self.target, p))
    }

    /// Delta debugging over the chunks.
    fn chunks(&mut self, chunks: &mut Vec<String>, flags: &Flags) {
        let mut n = 2usize;
        while chunks.len() > 1 {
            let size = chunks.len().div_ceil(n);
            let mut removed = false;
            let mut start = 0;
            while start < chunks.len() {
                let mut cand = chunks.clone();
                let end = (start + size).min(cand.len());
                cand.drain(start..end);
                if !cand.is_empty() && self.interesting(&cand, flags) {
                    *chunks = cand;
                    removed = true;
                } else {
                    start += size;
                }
            }
            if removed {
                n = n.saturating_sub(1).max(2);
            } else if size == 1 {
                break;
            } else {
                n = (n * 2).min(chunks.len());
            }
            if self.tries >= BUDGET {
                break;
            }
        }
    }

    /// Drops every comment at once, then each attribute list, when the
    /// problem stays without them.
    fn simplify(&mut self, chunks: &mut [String], flags: &Flags) {
        let no_comments: Vec<String> = chunks.iter().map(|c| strip_comments(c)).collect();
        if no_comments != chunks && self.interesting(&no_comments, flags) {
            chunks.clone_from_slice(&no_comments);
        }
    }

    /// Drops single lines inside chunks.
    fn lines(&mut self, chunks: &mut [String], flags: &Flags) {
        for i in 0..chunks.len() {
            let mut j = 0;
            loop {
                let lines: Vec<&str> = chunks[i].lines().collect();
                if j >= lines.len() || lines.len() < 2 {
                    break;
                }
                let mut cand_lines = lines.clone();
                cand_lines.remove(j);
                let joined = cand_lines.join("\n");
                let mut cand = chunks.to_vec();
                cand[i] = joined;
                if self.interesting(&cand, flags) {
                    chunks[i] = cand[i].clone();
                } else {
                    j += 1;
                }
            }
        }
    }

    /// Drops flag groups.
    fn flags(&mut self, chunks: &[String], flags: &mut Flags) {
        let mut i = 0;
        while i < flags.groups.len() {
            let mut cand = flags.clone();
            cand.groups.remove(i);
            if self.interesting(chunks, &cand) {
                *flags = cand;
            } else {
                i += 1;
            }
        }
    }
}

/// Reduces a case; returns the reduced header text and flags, and how
/// many candidates were tried.
pub fn reduce(
    tools: &Tools,
    allow: &Allowlist,
    dir: &Path,
    label: &str,
    header: &str,
    flags: &Flags,
    target: &Problem,
) -> (String, Flags, usize) {
    let _ = fs::create_dir_all(dir);
    let mut r = Reducer {
        tools,
        allow,
        dir,
        label,
        target,
        tries: 0,
    };
    let mut chunks: Vec<String> = header
        .split("\n\n")
        .map(|c| c.trim_end().to_owned())
        .filter(|c| !c.is_empty())
        .collect();
    let mut flags = flags.clone();
    r.flags(&chunks, &mut flags);
    r.chunks(&mut chunks, &flags);
    r.simplify(&mut chunks, &flags);
    r.lines(&mut chunks, &flags);
    r.chunks(&mut chunks, &flags);
    r.flags(&chunks, &mut flags);
    (join_chunks(&chunks), flags, r.tries)
}

/// The text without `/* */` and `//` comments (the generator never puts
/// comment markers inside string literals).
fn strip_comments(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("/*") {
        out.push_str(&rest[..i]);
        rest = rest[i..].find("*/").map_or("", |j| &rest[i + j + 2..]);
    }
    out.push_str(rest);
    out.lines()
        .map(|l| l.find("//").map_or(l, |i| &l[..i]))
        .filter(|l| !l.trim().is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// A shell word (single-quoted when it needs quoting).
pub fn shell_word(w: &str) -> String {
    if !w.is_empty()
        && w.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./:=,".contains(c))
    {
        w.to_owned()
    } else {
        format!("'{}'", w.replace('\'', "'\\''"))
    }
}

/// A reproducer in the golden format: the flag line, then the header.
pub fn reproducer(header: &str, flags: &Flags) -> String {
    let words: Vec<String> = flags.args().iter().map(|w| shell_word(w)).collect();
    if words.is_empty() {
        header.to_owned()
    } else {
        format!("// bindgen-flags: {}\n{header}", words.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::{shell_word, strip_comments};

    #[test]
    fn comments_are_stripped() {
        let c = "/** doc <div rustbindgen hide></div> */\nstruct S {\n    /// line\n    int a; // tail\n};";
        assert_eq!(strip_comments(c), "struct S {\n    int a; \n};");
    }

    #[test]
    fn shell_words_are_quoted_when_needed() {
        assert_eq!(shell_word("--use-core"), "--use-core");
        assert_eq!(shell_word("St.*"), "'St.*'");
        assert_eq!(shell_word("it's"), "'it'\\''s'");
    }
}
