//! The allowlist of deliberate differences.
//!
//! One entry per line: `PATTERN => differences.md#SECTION REASON`.
//! `PATTERN` is a glob (`*` any text, `?` one character) matched against a
//! whole difference line including its input name
//! (`input: item: what: ours vs upstream`). `SECTION` must be a heading of
//! the book's `differences.md`, so every allowed difference is explained
//! to users. Blank lines and lines starting with `#` are ignored.

/// One allowlist entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Glob over the difference line.
    pub pattern: String,
    /// Heading anchor in `differences.md` (without the `#`).
    pub section: String,
    /// Why the difference is deliberate.
    pub reason: String,
    /// 1-based line number in the allowlist file, for messages.
    pub line: usize,
}

/// A parsed allowlist.
#[derive(Debug, Clone, Default)]
pub struct Allowlist {
    /// Entries in file order; the first match wins.
    pub entries: Vec<Entry>,
}

/// The page every entry must point into.
const BOOK_PAGE: &str = "differences.md#";

impl Allowlist {
    /// Parses the allowlist text.
    pub fn parse(text: &str) -> Result<Allowlist, String> {
        let mut entries = Vec::new();
        for (n, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let Some((pattern, rest)) = line.split_once(" => ") else {
                return Err(format!(
                    "line {}: expected `PATTERN => {BOOK_PAGE}SECTION REASON`",
                    n + 1
                ));
            };
            let Some(rest) = rest.trim().strip_prefix(BOOK_PAGE) else {
                return Err(format!(
                    "line {}: the reason must start with `{BOOK_PAGE}SECTION`",
                    n + 1
                ));
            };
            let (section, reason) = rest.split_once(' ').unwrap_or((rest, ""));
            if reason.trim().is_empty() {
                return Err(format!("line {}: the entry gives no reason", n + 1));
            }
            entries.push(Entry {
                pattern: pattern.trim().to_owned(),
                section: section.to_owned(),
                reason: reason.trim().to_owned(),
                line: n + 1,
            });
        }
        Ok(Allowlist { entries })
    }

    /// Checks that every entry's section is a heading of `book` (the text of
    /// `differences.md`).
    pub fn check_sections(&self, book: &str) -> Result<(), String> {
        let slugs = heading_slugs(book);
        let missing: Vec<String> = self
            .entries
            .iter()
            .filter(|e| !slugs.contains(&e.section))
            .map(|e| {
                format!(
                    "line {}: no heading `#{}` in differences.md",
                    e.line, e.section
                )
            })
            .collect();
        if missing.is_empty() {
            Ok(())
        } else {
            Err(missing.join("\n"))
        }
    }

    /// The first entry whose pattern matches `line`.
    pub fn matching(&self, line: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| glob_match(&e.pattern, line))
    }
}

/// Anchors of the Markdown headings of `md`, as mdBook makes them:
/// lower case, spaces to `-`, other punctuation except `-` and `_` dropped.
pub fn heading_slugs(md: &str) -> Vec<String> {
    let mut in_code = false;
    let mut out = Vec::new();
    for line in md.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
            continue;
        }
        if in_code || !line.starts_with('#') {
            continue;
        }
        let title = line.trim_start_matches('#').trim();
        let slug: String = title
            .chars()
            .filter_map(|c| match c {
                ' ' => Some('-'),
                c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c.to_ascii_lowercase()),
                _ => None,
            })
            .collect();
        out.push(slug);
    }
    out
}

/// Glob match: `*` matches any run of characters, `?` one character.
pub fn glob_match(pattern: &str, text: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let t: Vec<char> = text.chars().collect();
    // Iterative matcher with one backtrack point, linear in practice.
    let (mut pi, mut ti) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while ti < t.len() {
        // (A `*` in the pattern is always a wildcard, also where the text
        // has a `*` of its own: `*mut T`.)
        if pi < p.len() && p[pi] == '*' {
            star = Some((pi, ti));
            pi += 1;
        } else if pi < p.len() && (p[pi] == '?' || p[pi] == t[ti]) {
            pi += 1;
            ti += 1;
        } else if let Some((sp, st)) = star {
            pi = sp + 1;
            ti = st + 1;
            star = Some((sp, st + 1));
        } else {
            return false;
        }
    }
    while pi < p.len() && p[pi] == '*' {
        pi += 1;
    }
    pi == p.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pattern_stars_stay_wildcards_over_text_stars() {
        let line = "h: fn f: return: *mut [u64; 3usize] vs *mut X";
        assert!(glob_match("*: fn *: return: *[u64; *usize] vs *X", line));
        assert!(glob_match("*: return: *", line));
        assert!(!glob_match("*: return: *[u32*", line));
    }

    #[test]
    fn globs() {
        assert!(glob_match(
            "*: fn f: param ?: *",
            "x: fn f: param 1: a vs b"
        ));
        assert!(!glob_match("*: fn g: *", "x: fn f: param 1: a vs b"));
        assert!(glob_match("a*b*c", "aXXbYYc"));
        assert!(!glob_match("a*b*c", "aXXbYY"));
    }

    #[test]
    fn entries_need_a_section_and_reason() {
        assert!(Allowlist::parse("x => differences.md#a why").is_ok());
        assert!(Allowlist::parse("x => elsewhere.md#a why").is_err());
        assert!(Allowlist::parse("x => differences.md#a").is_err());
        let list = Allowlist::parse("x => differences.md#size_t-is-usize why").unwrap();
        assert!(list.check_sections("## `size_t` is `usize`\n").is_ok());
        assert!(list.check_sections("## Something else\n").is_err());
    }
}
