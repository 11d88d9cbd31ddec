//! Fenced code blocks of the book's Markdown chapters, and the convention
//! that makes some of them checked examples.
//!
//! The convention (described for authors in `book/README.md`):
//! - a ```` ```c ```` or ```` ```cpp ```` block whose first line is
//!   `// bindgen-flags: ...` is an input; lines `// file: NAME` start extra
//!   files next to it (for examples about files);
//! - the next block must be ```` ```rust,expected ```` (the whole output, without
//!   the version comment) or ```` ```rust,expected-excerpt ```` (pieces
//!   separated by `// ...` lines, each found in order in the output);
//! - every other ```` ```rust ```` block is type-checked unless marked
//!   `ignore`; lines starting with `# ` are hidden by mdBook and compiled;
//! - blocks with `tutorial=PATH` form the tutorial crate, built by its own test.

use std::path::{Path, PathBuf};

/// One fenced block: where it is and what it holds.
#[derive(Debug, Clone)]
pub struct Block {
    pub file: PathBuf,
    /// 1-based line of the opening fence.
    pub line: usize,
    /// Words of the info string (`rust,expected` -> `["rust", "expected"]`).
    pub info: Vec<String>,
    /// Content lines with the fence's indentation removed.
    pub body: String,
    /// Byte range of `body` in the file, for rewriting it when blessing.
    pub span: std::ops::Range<usize>,
    /// Indentation of the fence (inside a list item), restored when blessing.
    pub indent: usize,
}

impl Block {
    pub fn lang(&self) -> &str {
        self.info.first().map(String::as_str).unwrap_or("")
    }

    pub fn has(&self, word: &str) -> bool {
        self.info.iter().skip(1).any(|w| w == word)
    }

    /// The value of a `key=value` word of the info string.
    pub fn attr(&self, key: &str) -> Option<&str> {
        self.info
            .iter()
            .find_map(|w| w.strip_prefix(key)?.strip_prefix('='))
    }

    /// `text` indented like this block's fence, to be written over `span`.
    pub fn reindent(&self, text: &str) -> String {
        let pad = " ".repeat(self.indent);
        text.lines()
            .map(|l| {
                if l.is_empty() {
                    "\n".to_owned()
                } else {
                    format!("{pad}{l}\n")
                }
            })
            .collect()
    }

    pub fn place(&self) -> String {
        format!("{}:{}", self.file.display(), self.line)
    }
}

/// Every Markdown file of `book/src`, sorted by name.
pub fn chapters(src: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(src)
        .expect("book/src is readable")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    files.sort();
    files
}

/// The fenced blocks of one Markdown text, in order.
pub fn parse(file: &Path, text: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut offset = 0;
    let mut open: Option<(usize, String, Vec<String>, usize, usize)> = None;
    for (idx, raw) in text.split_inclusive('\n').enumerate() {
        let line = raw.trim_end_matches(['\n', '\r']);
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        match &mut open {
            None => {
                if let Some(info) = trimmed.strip_prefix("```") {
                    let info = info
                        .split([',', ' '])
                        .filter(|w| !w.is_empty())
                        .map(str::to_owned)
                        .collect();
                    open = Some((idx + 1, String::new(), info, indent, offset + raw.len()));
                }
            }
            Some((start, body, info, fence_indent, body_start)) => {
                if trimmed.starts_with("```") {
                    blocks.push(Block {
                        file: file.to_path_buf(),
                        line: *start,
                        info: std::mem::take(info),
                        body: std::mem::take(body),
                        span: *body_start..offset,
                        indent: *fence_indent,
                    });
                    open = None;
                } else {
                    let cut = line
                        .char_indices()
                        .take_while(|(i, c)| *i < *fence_indent && *c == ' ')
                        .count();
                    body.push_str(&line[cut..]);
                    body.push('\n');
                }
            }
        }
        offset += raw.len();
    }
    assert!(open.is_none(), "{}: unclosed code fence", file.display());
    blocks
}

/// A checked example: input files, flags and the block showing the output.
pub struct Example {
    pub input: Block,
    pub expected: Block,
    /// Arguments after the header path, as a shell would split them.
    pub flags: Vec<String>,
    /// `(file name, contents)`; the first is the header given to bindgen.
    pub files: Vec<(String, String)>,
}

/// Pairs every input block with the output block after it.
pub fn examples(blocks: &[Block]) -> Vec<Example> {
    let mut out = Vec::new();
    for (i, b) in blocks.iter().enumerate() {
        if !matches!(b.lang(), "c" | "cpp") {
            continue;
        }
        let Some(first) = b.body.lines().next() else {
            continue;
        };
        let Some(flags) = first.strip_prefix("// bindgen-flags:") else {
            continue;
        };
        let expected = blocks
            .get(i + 1)
            .filter(|n| n.lang() == "rust" && (n.has("expected") || n.has("expected-excerpt")))
            .unwrap_or_else(|| {
                panic!(
                    "{}: an input block must be followed by a rust,expected block",
                    b.place()
                )
            });
        let flags = shlex::split(flags.trim())
            .unwrap_or_else(|| panic!("{}: flags do not split like a shell line", b.place()));
        let main = if b.lang() == "cpp" {
            "example.hpp"
        } else {
            "example.h"
        };
        let mut files = vec![(b.attr("file").unwrap_or(main).to_owned(), String::new())];
        for line in b.body.lines() {
            if let Some(name) = line.strip_prefix("// file: ") {
                files.push((name.trim().to_owned(), String::new()));
            } else {
                let text = &mut files.last_mut().expect("one file at least").1;
                text.push_str(line);
                text.push('\n');
            }
        }
        out.push(Example {
            input: b.clone(),
            expected: expected.clone(),
            flags,
            files,
        });
    }
    out
}

/// The source rustc sees for a Rust block: mdBook's hidden `# ` lines shown.
pub fn rust_source(body: &str) -> String {
    let mut src = String::new();
    for line in body.lines() {
        let shown = if line == "#" {
            ""
        } else {
            line.strip_prefix("# ").unwrap_or(line)
        };
        src.push_str(shown);
        src.push('\n');
    }
    src
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fences_info_and_spans() {
        let text = "a\n```c\n// bindgen-flags: --no-layout-tests\nint x;\n```\n\n```rust,expected\nold\n```\n";
        let blocks = parse(Path::new("t.md"), text);
        assert_eq!(blocks.len(), 2);
        assert_eq!(blocks[1].info, ["rust", "expected"]);
        assert_eq!(&text[blocks[1].span.clone()], "old\n");
        let ex = examples(&blocks);
        assert_eq!(ex[0].flags, ["--no-layout-tests"]);
        assert_eq!(ex[0].files[0].0, "example.h");
    }
}
