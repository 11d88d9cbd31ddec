//! Compares the public API of two generated binding files, ours and
//! upstream bindgen's, item by item.
//!
//! Both files are parsed with `syn` and normalized into a [`model::Api`]
//! (item kinds and names, fields, reprs, derives, signatures, ABIs, link
//! names, constant types and values, alias targets, enum variants, impl
//! methods, which layout checks exist). Formatting, comments, item order and
//! the bodies of layout tests and methods are ignored. Each difference is
//! one line `input: item: what differs: ours vs upstream`; lines matching
//! the [`allow::Allowlist`] of deliberate differences count as documented.

pub mod allow;
pub mod compare;
pub mod model;
pub mod render;

pub use allow::{Allowlist, Entry};
pub use compare::{compare, Comparison, Difference};
pub use model::{Api, Item};

/// One reported difference with its allowlist entry, if any.
#[derive(Debug, Clone)]
pub struct Line {
    /// `input: item: what: ours vs upstream`.
    pub text: String,
    /// The allowlist entry that documents it.
    pub documented_by: Option<Entry>,
}

/// The comparison of one input, classified against the allowlist.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// Every difference line.
    pub lines: Vec<Line>,
    /// Items with no difference.
    pub identical_items: usize,
    /// Items whose every difference is documented.
    pub documented_items: usize,
    /// Items with at least one undocumented difference.
    pub other_items: usize,
}

impl Report {
    /// Undocumented difference lines.
    pub fn other_lines(&self) -> impl Iterator<Item = &Line> {
        self.lines.iter().filter(|l| l.documented_by.is_none())
    }

    /// The totals line: `== input: identical (N items)` or
    /// `== input: N items identical, M documented, K other`.
    pub fn totals(&self, label: &str) -> String {
        if self.lines.is_empty() {
            format!("== {label}: identical ({} items)", self.identical_items)
        } else {
            format!(
                "== {label}: {} items identical, {} documented, {} other",
                self.identical_items, self.documented_items, self.other_items
            )
        }
    }
}

/// Compares two sources (ours first) and classifies the differences.
pub fn diff_sources(
    label: &str,
    ours: &str,
    upstream: &str,
    allow: &Allowlist,
) -> Result<Report, String> {
    let ours = Api::from_source(ours).map_err(|e| format!("ours: {e}"))?;
    let upstream = Api::from_source(upstream).map_err(|e| format!("upstream: {e}"))?;
    let cmp = compare(&ours, &upstream);
    let mut report = Report {
        identical_items: cmp.identical_items,
        ..Report::default()
    };
    // Differences arrive grouped by item; an item is documented when all of
    // its lines are.
    let mut current: Option<(String, bool)> = None;
    for d in &cmp.differences {
        let text = format!("{label}: {d}");
        let documented_by = allow.matching(&text).cloned();
        let documented = documented_by.is_some();
        match &mut current {
            Some((item, all_doc)) if *item == d.item => *all_doc &= documented,
            _ => {
                if let Some((_, all_doc)) = current.take() {
                    report.count_item(all_doc);
                }
                current = Some((d.item.clone(), documented));
            }
        }
        report.lines.push(Line {
            text,
            documented_by,
        });
    }
    if let Some((_, all_doc)) = current {
        report.count_item(all_doc);
    }
    Ok(report)
}

impl Report {
    fn count_item(&mut self, documented: bool) {
        if documented {
            self.documented_items += 1;
        } else {
            self.other_items += 1;
        }
    }
}

/// The flags of a golden header's first line `// bindgen-flags: ...`, split
/// like a shell would, with `{headers}` replaced by `headers_dir` (the same
/// rules as the golden harness).
pub fn header_flags(header_text: &str, headers_dir: &str) -> Result<Vec<String>, String> {
    let first = header_text.lines().next().unwrap_or("");
    let Some(rest) = first.strip_prefix("// bindgen-flags:") else {
        return Ok(Vec::new());
    };
    let words =
        shlex::split(rest).ok_or("cannot split the bindgen-flags line (unbalanced quotes)")?;
    Ok(words
        .into_iter()
        .map(|w| w.replace("{headers}", headers_dir))
        .collect())
}
