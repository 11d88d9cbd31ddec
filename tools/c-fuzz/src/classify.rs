//! One case end to end, and what its result says: categories and the
//! signatures the reducer keeps.

use std::fs;
use std::path::Path;

use api_diff::Allowlist;

use crate::flags::Flags;
use crate::runner::{self, Tools};

/// One finding of a case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The summary category (`api: struct: field`, `compile failure`, ...).
    pub category: String,
    /// What the reducer must keep seeing: a difference line without its
    /// label, rustc's first error, the failing tests, the crash line.
    pub signature: String,
    /// Whether it fails the case (upstream failing alone does not).
    pub failing: bool,
}

impl Problem {
    fn new(category: &str, signature: String, failing: bool) -> Problem {
        Problem {
            category: category.to_owned(),
            signature,
            failing,
        }
    }
}

/// Which stages to run (the reducer skips what its problem does not need).
#[derive(Debug, Clone, Copy)]
pub struct Stages {
    /// Run upstream and compare the APIs.
    pub upstream: bool,
    /// Compile and test our output (and upstream's, when it runs).
    pub compile: bool,
}

/// The result of one case.
#[derive(Debug, Clone, Default)]
pub struct Outcome {
    /// Everything found.
    pub problems: Vec<Problem>,
    /// Documented difference lines.
    pub documented: usize,
    /// Identical items.
    pub identical_items: usize,
}

impl Outcome {
    /// Whether the case fails.
    pub fn failing(&self) -> bool {
        self.problems.iter().any(|p| p.failing)
    }
}

/// The category of an API difference line `item: what: ours vs upstream`:
/// the item's kind and the facet, and for a missing item which side lacks it.
pub fn api_category(item: &str, what: &str, ours: &str) -> String {
    let kind = item.split(' ').next().unwrap_or(item);
    let facet = what.split([' ', ':']).next().unwrap_or(what);
    if what == "item" {
        let side = if ours == api_diff::compare::MISSING {
            "missing in ours"
        } else {
            "missing upstream"
        };
        format!("api: {kind}: {side}")
    } else {
        format!("api: {kind}: {facet}")
    }
}

/// Runs one case in `dir`: the header is written there as `case.h`.
pub fn check(
    tools: &Tools,
    allow: &Allowlist,
    dir: &Path,
    label: &str,
    header: &str,
    flags: &Flags,
    stages: Stages,
) -> Outcome {
    let mut out = Outcome::default();
    let _ = fs::create_dir_all(dir);
    let h = dir.join("case.h");
    let _ = fs::write(&h, header);
    let args = flags.args();
    let ours = runner::bindgen(&tools.ours, &h, &args, &dir.join("ours"));
    let up = stages
        .upstream
        .then(|| runner::bindgen(&tools.upstream, &h, &args, &dir.join("upstream")));
    let p = &mut out.problems;
    // A program that could not be started is the harness's problem.
    let missing = |r: &runner::Run| {
        r.stderr.starts_with("cannot run ") || r.stderr.contains("failed to run command")
    };
    if missing(&ours) || up.as_ref().is_some_and(missing) {
        let which = if missing(&ours) {
            &ours
        } else {
            up.as_ref().unwrap_or(&ours)
        };
        p.push(Problem::new("harness error", which.first_error(), true));
        return out;
    }
    if ours.crashed() {
        p.push(Problem::new("ours crashed", ours.first_error(), true));
        return out;
    }
    match &up {
        Some(u) if !ours.ok() && !u.ok() => {
            p.push(Problem::new("both failed", ours.first_error(), false));
            return out;
        }
        Some(u) if !ours.ok() => {
            p.push(Problem::new("ours failed", ours.first_error(), true));
            let _ = u;
            return out;
        }
        Some(u) if !u.ok() => {
            p.push(Problem::new("upstream failed", u.first_error(), false));
        }
        None if !ours.ok() => {
            p.push(Problem::new("ours failed", ours.first_error(), true));
            return out;
        }
        _ => {}
    }
    if let Some(first) = crate::abi::check(&tools.ours, &h, &args, &dir.join("ours-abi")) {
        p.push(Problem::new(
            "ours: ABI mismatch (--verify-abi)",
            first,
            true,
        ));
    }
    if let Some(u) = up.as_ref().filter(|u| u.ok()) {
        let ours_rs = fs::read_to_string(&ours.output).unwrap_or_default();
        let up_rs = fs::read_to_string(&u.output).unwrap_or_default();
        match api_diff::diff_sources(label, &ours_rs, &up_rs, allow) {
            Ok(report) => {
                out.identical_items = report.identical_items;
                let cmp = api_diff::compare(
                    &api_diff::Api::from_source(&ours_rs).unwrap_or_default(),
                    &api_diff::Api::from_source(&up_rs).unwrap_or_default(),
                );
                for (line, d) in report.lines.iter().zip(&cmp.differences) {
                    if line.documented_by.is_some() {
                        out.documented += 1;
                        continue;
                    }
                    let cat = api_category(&d.item, &d.what, &d.ours);
                    out.problems.push(Problem::new(&cat, d.to_string(), true));
                }
            }
            Err(e) => out.problems.push(Problem::new("comparator error", e, true)),
        }
    }
    if stages.compile {
        // `hide` works like a blocklist entry (uses stay), and derives the
        // user asks for may not exist for the type: both can break the
        // output on both sides.
        let loose = flags.may_not_compile()
            || header.contains("rustbindgen hide")
            || header.contains("derive=\"");
        compile_and_test(
            tools,
            loose,
            flags.edition(),
            &ours.output,
            up.as_ref(),
            &mut out.problems,
        );
    }
    out
}

/// Whether a difference line is about one of `records` (the record, its
/// impls and layout checks, its nested types `R_...` and the records it is
/// nested in) or about helper types.
fn mentions_any(line: &str, records: &[String]) -> bool {
    let item = line.split(": ").next().unwrap_or("");
    // Helper types come and go with the records that use them.
    let helper = [
        "__BindgenOpaqueArray",
        "__BindgenBitfieldUnit",
        "__IncompleteArrayField",
        "__BindgenUnionField",
    ]
    .iter()
    .any(|h| item.contains(h) || line.starts_with("impl<") && line.contains(h));
    // A record holding one Rust cannot lay out (`Parent_Child`) changes too.
    helper
        || records.iter().any(|r| {
            item.split([' ', '<', '>', '(', ')', ',', ';', '[', ']'])
                .any(|w| {
                    w == r || w.starts_with(&format!("{r}_")) || r.starts_with(&format!("{w}_"))
                })
        })
}

/// Compiles and tests our output; upstream's too when it ran, to tell a
/// flag that breaks compilation for both from a bug of ours.
fn compile_and_test(
    tools: &Tools,
    loose: bool,
    edition: &str,
    ours_rs: &Path,
    up: Option<&runner::Run>,
    p: &mut Vec<Problem>,
) {
    let up_compiled = up
        .filter(|u| u.ok())
        .map(|u| runner::compile(tools, &u.output, edition));
    let first = |e: &str| e.lines().next().unwrap_or("").to_owned();
    match runner::compile(tools, ours_rs, edition) {
        Ok(bin) => {
            if let Err(e) = runner::run_tests(&bin) {
                p.push(Problem::new("layout failure", e, true));
            }
        }
        Err(e) if e.starts_with("cannot run rustc") => {
            p.push(Problem::new("harness error", first(&e), true));
        }
        Err(e) => {
            // Flags such as a blocklisted type in use break both sides.
            let both = matches!(up_compiled, Some(Err(_)));
            if both && loose {
                p.push(Problem::new(
                    "compile failure (both, by flags)",
                    first(&e),
                    false,
                ));
            } else {
                p.push(Problem::new("compile failure", first(&e), true));
            }
        }
    }
    if let Some(Err(e)) = up_compiled {
        p.push(Problem::new("upstream compile failure", first(&e), false));
        // Where upstream's own layout checks fail, ours differs on purpose
        // ("Records Rust cannot lay out are opaque" and the other layout
        // sections of book/src/differences.md): its differences about those
        // records are recorded, not failures.
        let bad = runner::failed_layout_records(&e);
        if !bad.is_empty() {
            for q in p
                .iter_mut()
                .filter(|q| q.failing && q.category.starts_with("api:"))
            {
                if mentions_any(&q.signature, &bad) {
                    q.failing = false;
                    q.category = "api (upstream layout wrong)".to_owned();
                }
            }
        }
    }
}
