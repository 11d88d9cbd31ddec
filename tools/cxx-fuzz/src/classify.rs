//! One case end to end: both bindgens, the API comparison, our output
//! compiled with its layout tests and the probe, upstream's compiled (to
//! record when it fails), and the layout differential against clang++.
//! The types and `check` have the shape tools/c-fuzz's reducer expects
//! (it is shared by path).

use std::fs;
use std::path::{Path, PathBuf};

use api_diff::Allowlist;

use crate::flags::Flags;
use crate::runner::{self, Tools};
use crate::{clang_layout, layout};

/// One finding of a case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The summary category (`api: struct: field`, `compile failure`,
    /// `layout failure`, ...).
    pub category: String,
    /// What the reducer must keep seeing.
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

/// Which stages to run.
#[derive(Debug, Clone, Copy)]
pub struct Stages {
    /// Run upstream and compare the APIs.
    pub upstream: bool,
    /// Compile and test our output (and upstream's), compare layouts.
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
    /// `FUZZ_VERIFY_ABI`: functions compared, and whether one mismatched.
    pub abi: Option<(usize, bool)>,
    /// Numbers the layout differential compared.
    pub layout_numbers: usize,
    /// Upstream's output did not compile.
    pub upstream_broken: bool,
}

impl Outcome {
    /// Whether the case fails.
    pub fn failing(&self) -> bool {
        self.problems.iter().any(|p| p.failing)
    }
}

/// The category of an API difference.
fn api_category(item: &str, what: &str, ours: &str) -> String {
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
    let missing = |r: &runner::Run| r.stderr.starts_with("cannot run ");
    if missing(&ours) || up.as_ref().is_some_and(missing) {
        p.push(Problem::new("harness error", ours.first_error(), true));
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
        _ if !ours.ok() => {
            p.push(Problem::new("ours failed", ours.first_error(), true));
            return out;
        }
        Some(u) if !u.ok() => {
            p.push(Problem::new("upstream failed", u.first_error(), false));
        }
        _ => {}
    }
    if let Some(run) = crate::abi::check(&tools.ours, &h, &args, &dir.join("ours-abi")) {
        out.abi = Some((run.checked, run.mismatch.is_some()));
        if let Some(first) = run.mismatch {
            out.problems.push(Problem::new(
                "ours: ABI mismatch (--verify-abi)",
                first,
                true,
            ));
        }
    }
    let ours_rs = fs::read_to_string(&ours.output).unwrap_or_default();
    if let Some(u) = up.as_ref().filter(|u| u.ok()) {
        let up_rs = fs::read_to_string(&u.output).unwrap_or_default();
        match api_diff::diff_sources(label, &ours_rs, &up_rs, allow) {
            Ok(report) => {
                out.identical_items = report.identical_items;
                let ours_api = api_diff::Api::from_source(&ours_rs).unwrap_or_default();
                let up_api = api_diff::Api::from_source(&up_rs).unwrap_or_default();
                let cmp = api_diff::compare(&ours_api, &up_api);
                for (line, d) in report.lines.iter().zip(&cmp.differences) {
                    if line.documented_by.is_some() {
                        out.documented += 1;
                        continue;
                    }
                    // (The file's count of extern blocks is one fewer for each
                    // declaration left out.)
                    let fewer_blocks = d.item == "(file)" && d.what.starts_with("extern blocks");
                    if (d.ours == api_diff::compare::MISSING || fewer_blocks)
                        && skipped_by_ours(&ours.stderr, &d.item, &d.what)
                    {
                        // book/src/differences.md#functions-rust-cannot-call-as-c-does
                        // (and the sections its warnings name): ours
                        // leaves out, with a warning naming it, a function
                        // or method Rust cannot call as C++ does.
                        out.documented += 1;
                        continue;
                    }
                    if crate::overload_clash::explains(&ours_api, &up_api, d) {
                        out.documented += 1;
                        continue;
                    }
                    let has = |flag: &str| args.iter().any(|a| a == flag);
                    if has("--enable-cxx-namespaces")
                        && has("--disable-name-namespacing")
                        && without_root_paths(&d.ours) == d.upstream
                    {
                        // book/src/differences.md#c-types-are-spelled-by-their-path-also-without-name-namespacing
                        out.documented += 1;
                        continue;
                    }
                    if has("--enable-cxx-namespaces")
                        && has("--disable-name-namespacing")
                        && root_use_pair(d, &cmp.differences)
                    {
                        // book/src/differences.md#c-re-exports-name-their-target-by-its-path-also-without-name-namespacing
                        out.documented += 1;
                        continue;
                    }
                    if d.ours == api_diff::compare::MISSING
                        && d.what == "item"
                        && args.iter().any(|a| a == "--opaque-type")
                        && opaque_template_stub(&up_rs, &d.item)
                    {
                        // book/src/differences.md#c-template-instantiations-are-checked-before-they-are-spelled-generically:
                        // an opaque class template is not emitted; upstream's
                        // is a one-byte struct.
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
        compile_and_compare(
            tools,
            dir,
            &h,
            header,
            flags,
            &ours_rs,
            up.as_ref(),
            &mut out,
        );
    }
    out
}

/// Type-checks upstream's output (when it ran) and ours with the layout
/// checks against clang++ appended.
#[allow(clippy::too_many_arguments)]
fn compile_and_compare(
    tools: &Tools,
    dir: &Path,
    h: &Path,
    header: &str,
    flags: &Flags,
    ours_rs: &str,
    up: Option<&runner::Run>,
    out: &mut Outcome,
) {
    let edition = flags.edition();
    let first = |e: &str| e.lines().next().unwrap_or("").to_owned();
    let p = &mut out.problems;
    let cxx = match clang_layout::layouts(dir, h, header) {
        Ok(c) => c,
        Err(e) => {
            p.push(Problem::new("harness error", format!("clang++: {e}"), true));
            return;
        }
    };
    // Upstream's output with the same layout checks: its own errors are
    // recorded, and the records whose layout differs from clang++'s.
    let up_compiled = up.filter(|u| u.ok()).map(|u| {
        let up_rs = fs::read_to_string(&u.output).unwrap_or_default();
        let records = layout::rust_records(&up_rs).unwrap_or_default();
        let plan = layout::plan(&cxx, &records);
        // Records with a member inside a base's `sizeof` are wrong whether
        // or not the output compiles.
        let misplaced: Vec<String> = records
            .iter()
            .filter(|r| plan.misplaced.contains(&r.key))
            .map(|r| r.path.rsplit("::").next().unwrap_or("").to_owned())
            .collect();
        let with_misplaced = |mut w: Vec<String>| {
            w.extend(misplaced.iter().cloned());
            w.sort();
            w.dedup();
            w
        };
        let (probed, first_line) = with_checks(dir, "upstream_probe.rs", &up_rs, &plan);
        let Err(e) = runner::check_compiles(tools, &probed, edition) else {
            return (Ok(()), with_misplaced(Vec::new()));
        };
        if !errors_before(&e, first_line) {
            return (
                Ok(()),
                with_misplaced(wrong_records(&plan, &records, first_line, &e)),
            );
        }
        // Upstream's own errors (derives its types cannot meet, mostly)
        // keep rustc from evaluating the layout checks: those are asked
        // again of its output with only `Copy`/`Clone` derived, which
        // leaves every layout as it was.
        // (Upstream's own failing layout assertions name their records.)
        let mut wrong = wrong_records(&plan, &records, first_line, &e);
        let trimmed = copy_clone_only(&up_rs);
        let (probed, line) = with_checks(dir, "upstream_probe_trimmed.rs", &trimmed, &plan);
        if let Err(t) = runner::check_compiles(tools, &probed, edition) {
            wrong.extend(wrong_records(&plan, &records, line, &t));
        }
        (Err(e), with_misplaced(wrong))
    });
    if let Some((res, wrong)) = &up_compiled {
        if let Err(e) = res {
            out.upstream_broken = true;
            p.push(Problem::new("upstream compile failure", first(e), false));
        }
        if !wrong.is_empty() {
            p.push(Problem::new(
                "upstream layout differs from clang++",
                wrong.join(" "),
                false,
            ));
        }
        // Differences about records upstream lays out wrong are recorded,
        // not failures (the book's layout sections).
        for q in p
            .iter_mut()
            .filter(|q| q.failing && q.category.starts_with("api:"))
        {
            if wrong.iter().any(|r| mentions(&q.signature, r)) {
                q.failing = false;
                q.category = "api (upstream layout wrong)".to_owned();
            }
        }
    }
    let up_compiled = up_compiled.map(|(res, _)| res);
    let records = match layout::rust_records(ours_rs) {
        Ok(r) => r,
        Err(e) => {
            p.push(Problem::new("ours does not parse", e, true));
            return;
        }
    };
    let plan = layout::plan(&cxx, &records);
    out.layout_numbers = plan.what.len();
    for m in &plan.mismatches {
        p.push(Problem::new("layout failure", m.clone(), true));
    }
    let (probed, first_line) = with_checks(dir, "ours_probe.rs", ours_rs, &plan);
    let Err(e) = runner::check_compiles(tools, &probed, edition) else {
        return;
    };
    if e.starts_with("cannot run rustc") {
        p.push(Problem::new("harness error", first(&e), true));
        return;
    }
    let failed = layout::failed_checks(&plan, first_line, &e);
    for m in &failed {
        p.push(Problem::new("layout failure", m.clone(), true));
    }
    // Errors of the bindings themselves (not of the appended checks).
    let own = errors_before(&e, first_line);
    if !own {
        if failed.is_empty() {
            p.push(Problem::new(
                "harness error",
                format!("checks: {}", first(&e)),
                true,
            ));
        }
        return;
    }
    let bad = runner::failed_layout_records(&e);
    // Upstream's output does not compile either (or upstream failed).
    let both = !matches!(up_compiled, Some(Ok(())));
    // A type the flags leave to the user (blocklisted) is not defined on
    // either side: a layout check naming it fails to compile too.
    let undefined = e.contains("error[E0412]") || e.contains("error[E0425]");
    let users_type = both && flags.may_not_compile() && undefined;
    if !bad.is_empty() && !users_type {
        p.push(Problem::new("layout failure", bad.join(" "), true));
    } else if both && flags.may_not_compile() {
        p.push(Problem::new(
            "compile failure (both, by flags)",
            first(&e),
            false,
        ));
    } else {
        p.push(Problem::new("compile failure", first(&e), true));
    }
}

/// Writes `rs` with the plan's checks appended to `dir/name`; returns the
/// path and the line of the first check.
fn with_checks(dir: &Path, name: &str, rs: &str, plan: &layout::Plan) -> (PathBuf, usize) {
    let path = dir.join(name);
    let sep = if rs.ends_with('\n') || rs.is_empty() {
        ""
    } else {
        "\n"
    };
    let _ = fs::write(&path, format!("{rs}{sep}\n{}", plan.source));
    (path, rs.lines().count() + 2)
}

/// The records of upstream's output whose layout checks (from line `line`
/// on) failed.
fn wrong_records(
    plan: &layout::Plan,
    records: &[layout::RustRecord],
    line: usize,
    rustc_errors: &str,
) -> Vec<String> {
    let failed = layout::failed_checks(plan, line, rustc_errors);
    let mut wrong: Vec<String> = runner::failed_layout_records(rustc_errors);
    for f in &failed {
        let key = f.split('.').next().unwrap_or("");
        for r in records.iter().filter(|r| r.key == key) {
            wrong.push(r.path.rsplit("::").next().unwrap_or("").to_owned());
        }
    }
    wrong.sort();
    wrong.dedup();
    wrong
}

/// `rs` with every `#[derive(...)]` list cut down to `Copy` and `Clone`
/// (a list holding neither is dropped): the same types and layouts, without
/// the trait bounds a derive may fail to meet.
fn copy_clone_only(rs: &str) -> String {
    let mut out = String::with_capacity(rs.len());
    for line in rs.lines() {
        let t = line.trim_start();
        if let Some(list) = t
            .strip_prefix("#[derive(")
            .and_then(|r| r.strip_suffix(")]"))
        {
            let kept: Vec<&str> = list
                .split(',')
                .map(str::trim)
                .filter(|d| matches!(*d, "Copy" | "Clone"))
                .collect();
            if !kept.is_empty() {
                let indent = &line[..line.len() - t.len()];
                out.push_str(&format!("{indent}#[derive({})]\n", kept.join(", ")));
            } else {
                // An empty line keeps the line numbers of the checks.
                out.push('\n');
            }
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// Whether rustc reports an error before line `first_line` (in the
/// bindings, not in the appended checks).
fn errors_before(rustc_errors: &str, first_line: usize) -> bool {
    rustc_errors.lines().any(|l| {
        l.find(" --> ")
            .and_then(|i| l[i + 5..].split(':').nth(1)?.parse::<usize>().ok())
            .is_some_and(|n| n < first_line)
    })
}

/// Whether a difference line is about record `r` (or a record nested in
/// it, `r_...`).
fn mentions(line: &str, r: &str) -> bool {
    let item = line.split(": ").next().unwrap_or("");
    item.split([' ', '<', '>', '(', ')', ',', ';', '[', ']', ':'])
        .any(|w| w == r || w.starts_with(&format!("{r}_")))
}

/// The words of ours's warning for a function left out because it passes
/// an instantiation clang did not lay out by value
/// (book/src/differences.md#c-template-instantiations-are-checked-before-they-are-spelled-generically).
const UNLAID: &str = "`: it passes the template instantiation ";

/// The functions and methods ours left out with a warning
/// ("skipping function `f`: ...", "skipping method `Class::m`: ...",
/// "skipping `m(int)`: it passes the template instantiation ..."), as
/// the Rust names they would have had (`Class_m`, `f`) and the classes
/// whose methods are among them (`Class`, with the method's name).
fn skipped_names(stderr: &str) -> (Vec<String>, Vec<(String, String)>) {
    let mut fns = Vec::new();
    let mut methods = Vec::new();
    for line in stderr.lines() {
        let quoted = |key: &str| {
            let rest = &line[line.find(key)? + key.len()..];
            Some(rest[..rest.find("`: ")?].to_owned())
        };
        if let Some(f) = quoted("skipping function `") {
            fns.push(f);
        } else if let Some(m) = quoted("skipping method `") {
            if let Some((class, name)) = m.rsplit_once("::") {
                fns.push(format!("{class}_{name}"));
                methods.push((class.to_owned(), name.to_owned()));
            }
        } else if let Some(d) = quoted("skipping `").filter(|_| line.contains(UNLAID)) {
            // A function or method passing an instantiation clang did not
            // lay out is named as clang displays it (`vf87(int)`), without
            // its class: its wrapper may be in any class (`*`).
            let name = d.split('(').next().unwrap_or(&d).to_owned();
            methods.push(("*".to_owned(), name.clone()));
            fns.push(name);
        }
    }
    (fns, methods)
}

/// Whether `name` is `base` with an overload number (or none) appended.
fn numbered(name: &str, base: &str) -> bool {
    name.strip_prefix(base)
        .is_some_and(|rest| rest.bytes().all(|b| b.is_ascii_digit()))
}

/// Whether a difference about an item missing in ours (`item`, `what`) is
/// explained by ours leaving out a function or method with a warning: its
/// declaration (`fn ns_Class_m1`, `fn root::ns::f`), its `impl` wrapper
/// (`impl Class: method m1`, `new1` for a constructor), the whole `impl`
/// when all its wrappers went, or the file's extern blocks.
fn skipped_by_ours(stderr: &str, item: &str, what: &str) -> bool {
    let (fns, methods) = skipped_names(stderr);
    if fns.is_empty() {
        return false;
    }
    let last = |path: &str| path.rsplit("::").next().unwrap_or(path).to_owned();
    if item == "(file)" {
        return true;
    }
    if let Some(name) = item.strip_prefix("fn ") {
        let name = last(name);
        // A free function's warning names it without its namespace prefix;
        // the declaration may carry an overload number.
        let mut stems = (0..=name.len())
            .filter(|&i| name.is_char_boundary(i) && numbered(&name[i..], ""))
            .map(|i| &name[..i]);
        // (A name Rust reserves, `f32`, is escaped with a trailing `_`.)
        return stems.any(|stem| {
            let unescaped = stem.strip_suffix('_').unwrap_or(stem);
            fns.iter()
                .any(|f| stem == f || unescaped == f || stem.ends_with(&format!("_{f}")))
        });
    }
    let Some(class) = item.strip_prefix("impl ") else {
        return false;
    };
    if class.contains(' ') {
        return false;
    }
    let class = last(class);
    let of_class = |c: &str| c == class || last(c) == class || class.ends_with(&format!("_{c}"));
    if what == "item" {
        return methods.iter().any(|(c, _)| of_class(c));
    }
    let Some(wrapper) = what.strip_prefix("method ") else {
        return false;
    };
    methods.iter().any(|(c, m)| {
        let ctor = last(c).rsplit('_').next() == Some(m.as_str());
        (c == "*" || of_class(c)) && (numbered(wrapper, m) || (ctor && numbered(wrapper, "new")))
    })
}

/// `text` with every path from the crate's `root` module cut down to its
/// last segment (`root::n1::A5` to `A5`), as upstream spells types under
/// `--enable-cxx-namespaces --disable-name-namespacing`.
fn without_root_paths(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("root::") {
        let before_ok = rest[..i]
            .chars()
            .last()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_' || c == ':'));
        out.push_str(&rest[..i]);
        if !before_ok {
            out.push_str("root::");
            rest = &rest[i + 6..];
            continue;
        }
        let mut tail = &rest[i + 6..];
        // Namespace segments: an identifier followed by `::`.
        loop {
            let end = tail
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(tail.len());
            if end > 0 && tail[end..].starts_with("::") {
                tail = &tail[end + 2..];
            } else {
                break;
            }
        }
        rest = tail;
    }
    out.push_str(rest);
    out
}

/// Whether ours' re-export `ours` (`use self::super::root::n1::E4 as Ty5
/// in root::n1`) is upstream's `up` with the path from `root` cut to one
/// of its tails (`use self::super::E4 as Ty5 in root::n1`, or
/// `...::E4::Type as Ty5` for a constified enum module), as upstream
/// writes a re-export under `--enable-cxx-namespaces
/// --disable-name-namespacing`.
fn use_spells_same(ours: &str, up: &str) -> bool {
    let (Some(ours), Some(up)) = (ours.strip_prefix("use "), up.strip_prefix("use ")) else {
        return false;
    };
    let Some(at) = ours.find("::root::") else {
        return false;
    };
    let (head, tail) = (&ours[..at + 2], &ours[at + "::root::".len()..]);
    let Some(rest) = up.strip_prefix(head) else {
        return false;
    };
    // `rest` must be a tail of `tail` starting at a path segment.
    tail.len() > rest.len()
        && tail.ends_with(rest)
        && tail[..tail.len() - rest.len()].ends_with("::")
}

/// Whether `d` is one half of a re-export both sides emit, spelled by its
/// path from `root` in ours and by its bare name upstream: ours' `use`
/// missing upstream whose cut spelling is upstream's `use` missing in
/// ours, or the other way round.
fn root_use_pair(d: &api_diff::Difference, all: &[api_diff::Difference]) -> bool {
    use api_diff::compare::MISSING;
    let only_ours = |x: &api_diff::Difference| x.what == "item" && x.upstream == MISSING;
    let only_up = |x: &api_diff::Difference| x.what == "item" && x.ours == MISSING;
    if only_ours(d) {
        all.iter()
            .any(|x| only_up(x) && use_spells_same(&d.item, &x.item))
    } else if only_up(d) {
        all.iter()
            .any(|x| only_ours(x) && use_spells_same(&x.item, &d.item))
    } else {
        false
    }
}

/// Whether upstream's `item` (`struct root::n1::Tm4`) is the one-byte
/// struct it emits for a class template named by `--opaque-type`: a
/// generator template (`Tm<N>`) whose only field is `_address: u8`.
fn opaque_template_stub(up_rs: &str, item: &str) -> bool {
    let Some(path) = item.strip_prefix("struct ") else {
        return false;
    };
    let name = path.rsplit("::").next().unwrap_or(path);
    let key = name.rsplit('_').next().unwrap_or(name);
    let is_template = key
        .strip_prefix("Tm")
        .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()));
    let compact: String = up_rs.split_whitespace().collect::<Vec<_>>().join(" ");
    // Under `--no-recursive-allowlist` the stub takes every parameter, each
    // with its `_phantom_N` marker (`pub struct Tm3<T0> { pub _phantom_0:
    // ..., pub _address: u8, }`).
    let head = format!("pub struct {name}");
    is_template
        && compact.match_indices(&head).any(|(at, _)| {
            let rest = &compact[at + head.len()..];
            if !(rest.starts_with(" {") || rest.starts_with('<')) {
                return false;
            }
            let Some(open) = rest.find('{') else {
                return false;
            };
            let Some(close) = rest[open..].find('}') else {
                return false;
            };
            let fields: Vec<&str> = rest[open + 1..open + close]
                .split(',')
                .map(str::trim)
                .filter(|f| !f.is_empty())
                .collect();
            fields.last() == Some(&"pub _address: u8")
                && fields
                    .iter()
                    .rev()
                    .skip(1)
                    .all(|f| f.starts_with("pub _phantom_"))
        })
}

#[cfg(test)]
mod skipped_tests {
    use super::skipped_by_ours;

    const ERR: &str = "[WARN  bindgen::error] a.hpp:3: skipping method `a_b_C::m`: it passes or \
        returns `a_b_NT` by value\n[WARN  bindgen::error] a.hpp:3: skipping method `C_In::In`: \
        x\n[WARN  bindgen::error] a.hpp:4: skipping function `make`: it passes\n";

    #[test]
    fn declarations_and_wrappers() {
        assert!(skipped_by_ours(ERR, "fn a_b_C_m", "item"));
        assert!(skipped_by_ours(ERR, "fn a_b_C_m12", "item"));
        assert!(!skipped_by_ours(ERR, "fn a_b_C_mx", "item"));
        assert!(skipped_by_ours(ERR, "fn root::a::b::make1", "item"));
        assert!(skipped_by_ours(ERR, "fn a_b_make", "item"));
        assert!(!skipped_by_ours(ERR, "fn a_b_remake", "item"));
        assert!(skipped_by_ours(ERR, "fn root::a::C_In_In", "item"));
        assert!(skipped_by_ours(ERR, "impl a_b_C", "method m1"));
        assert!(!skipped_by_ours(ERR, "impl a_b_C", "method n"));
        assert!(skipped_by_ours(ERR, "impl root::a::C_In", "method new2"));
        assert!(skipped_by_ours(ERR, "impl root::a::C_In", "item"));
        assert!(!skipped_by_ours(ERR, "impl Default for C_In", "item"));
        assert!(!skipped_by_ours("", "fn a_b_C_m", "item"));
        assert!(skipped_by_ours(ERR, "(file)", "item"));
    }

    #[test]
    fn unlaid_instantiations() {
        // (seed 81 case 3: the warning names `vf87` as clang displays it.)
        let err = "[WARN  bindgen::error] a.hpp:9: skipping `vf87(::n1::Ty4)`: it passes the \
            template instantiation 'Tm<int>' by value, which clang did not lay out\n";
        assert!(skipped_by_ours(err, "fn root::A84_vf87", "item"));
        assert!(skipped_by_ours(err, "fn root::n1::vf87", "item"));
        assert!(skipped_by_ours(err, "impl A84", "method vf87"));
        assert!(!skipped_by_ours(err, "impl A84", "item"));
        assert!(!skipped_by_ours(err, "fn root::A84_vf88", "item"));
        let other = "[WARN  bindgen::error] a.hpp:9: skipping `g(int)`: something else\n";
        assert!(!skipped_by_ours(other, "fn g", "item"));
    }

    #[test]
    fn root_paths_cut() {
        use super::without_root_paths;
        assert_eq!(without_root_paths("root::n1::A5"), "A5");
        assert_eq!(without_root_paths("pub root::A5"), "pub A5");
        assert_eq!(without_root_paths("root::Tm1<root::n2::A3>"), "Tm1<A3>");
        assert_eq!(
            without_root_paths("::std::os::raw::c_int"),
            "::std::os::raw::c_int"
        );
    }

    #[test]
    fn root_uses_cut() {
        use super::use_spells_same;
        let ours = "use self::super::super::root::n1::n2::E4 as Ty5 in root::n1::n2";
        let up = "use self::super::super::E4 as Ty5 in root::n1::n2";
        assert!(use_spells_same(ours, up));
        assert!(!use_spells_same(up, ours));
        assert!(use_spells_same(
            "use self::super::root::n1::E1::Type as T1 in root::n2",
            "use self::super::E1::Type as T1 in root::n2"
        ));
        assert!(!use_spells_same(
            "use self::super::root::n1::E1 as T1 in root::n2",
            "use self::super::E1 as T2 in root::n2"
        ));
        assert!(!use_spells_same(
            "use self::super::root::n1::XE1 as T1 in root",
            "use self::super::E1 as T1 in root"
        ));
    }

    #[test]
    fn opaque_template_stubs() {
        use super::opaque_template_stub;
        let up = "#[repr(C)]\npub struct n1_Tm4 {\n    pub _address: u8,\n}\n";
        assert!(opaque_template_stub(up, "struct n1_Tm4"));
        assert!(!opaque_template_stub(up, "struct n1_A4"));
        assert!(!opaque_template_stub(
            "pub struct n1_Tm4 { pub x: u8, }",
            "struct n1_Tm4"
        ));
    }
}
