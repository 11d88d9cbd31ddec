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
    /// `FUZZ_VERIFY_ABI`: functions compared, and whether one mismatched.
    pub abi: Option<(usize, bool)>,
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
                    // (With a function left out, `--merge-extern-blocks`
                    // merges fewer declarations: the file's block count differs.)
                    let fewer_blocks = d.item == "(file)"
                        && d.what.starts_with("extern")
                        && skipped_for_call_abi(&ours.stderr, &d.item);
                    if fewer_blocks
                        || d.ours == api_diff::compare::MISSING
                            && (skipped_for_call_abi(&ours.stderr, &d.item)
                                || skipped_lib_member(&ours.stderr, &d.item, &d.what))
                    {
                        // book/src/differences.md#functions-rust-cannot-call-as-c-does:
                        // ours leaves out, with a warning naming it, a
                        // function Rust cannot call as C does.
                        out.documented += 1;
                        continue;
                    }
                    if d.ours == api_diff::compare::MISSING
                        && refused_accessor_impl(&ours.stderr, &up_rs, &d.item, &d.what)
                    {
                        // book/src/differences.md#accessors-of-union-and-packed-members-are-sound:
                        // ours writes no accessors (with a warning) for a
                        // packed member a reference would misalign, so
                        // an impl of only those is left out.
                        out.documented += 1;
                        continue;
                    }
                    if opaque_fn::pointer_kept(&up_rs, &d.ours, &d.upstream) {
                        // book/src/differences.md#a-pointer-to-an-opaque-function-typedef-stays-a-pointer
                        out.documented += 1;
                        continue;
                    }
                    if d.ours == api_diff::compare::MISSING
                        && doubled_tail_padding(&up_rs, &d.item, &d.what)
                    {
                        let cat = "api (upstream tail padding twice)";
                        out.problems.push(Problem::new(cat, d.to_string(), false));
                        continue;
                    }
                    if d.ours == api_diff::compare::MISSING
                        && union_wrapper_padding(&up_rs, &d.item, &d.what)
                    {
                        let cat = "api (upstream union wrapper padding)";
                        out.problems.push(Problem::new(cat, d.to_string(), false));
                        continue;
                    }
                    let cat = api_category(&d.item, &d.what, &d.ours);
                    out.problems.push(Problem::new(&cat, d.to_string(), true));
                }
            }
            // Upstream's output that is no Rust (it panicked half-way, or
            // wrote an invalid item) cannot be compared: not ours to fail.
            Err(e) if e.starts_with("upstream: not valid Rust") => {
                out.problems
                    .push(Problem::new("upstream output not Rust", e, false))
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
        // Records ours could not lay out (a warning names each), where
        // upstream's output does not compile at all: its layout of them is
        // unchecked, and the layout planner verified ours against clang.
        let up_broken = out
            .problems
            .iter()
            .any(|q| q.category == "upstream compile failure");
        if up_broken {
            let opaque: Vec<String> = ours
                .stderr
                .lines()
                .filter(|l| l.contains("Rust cannot express"))
                .filter_map(|l| l.split("] ").nth(1)?.split(':').next())
                // The warning names the C record; under `--c-naming` its
                // Rust name carries the kind (`union_U`).
                .flat_map(|n| [n.to_owned(), format!("struct_{n}"), format!("union_{n}")])
                .collect();
            let ours_rs = fs::read_to_string(&ours.output).unwrap_or_default();
            let opaque = with_aliases(&ours_rs, opaque);
            for q in out
                .problems
                .iter_mut()
                .filter(|q| q.failing && q.category.starts_with("api:"))
            {
                if mentions_any(&q.signature, &opaque) {
                    q.failing = false;
                    q.category = "api (ours opaque, upstream unchecked)".to_owned();
                }
            }
        }
        if up.as_ref().is_some_and(|u| u.ok()) && args.iter().any(|a| a == "--no-layout-tests") {
            upstream_layout_without_tests(
                tools,
                dir,
                &h,
                &args,
                flags.edition(),
                &mut out.problems,
            );
        }
    }
    out
}

/// Under `--no-layout-tests` upstream's output has no checks to fail where
/// its layout is wrong: when API differences remain, upstream runs again
/// with its layout tests, and its records that fail them are classified as
/// in [`compile_and_test`].
fn upstream_layout_without_tests(
    tools: &Tools,
    dir: &Path,
    header: &Path,
    args: &[String],
    edition: &str,
    p: &mut [Problem],
) {
    if !p
        .iter()
        .any(|q| q.failing && q.category.starts_with("api:"))
    {
        return;
    }
    let with_tests: Vec<String> = args
        .iter()
        .filter(|a| *a != "--no-layout-tests")
        .cloned()
        .collect();
    let run = runner::bindgen(
        &tools.upstream,
        header,
        &with_tests,
        &dir.join("upstream_lt"),
    );
    if !run.ok() {
        return;
    }
    let bad = match runner::compile(tools, &run.output, edition) {
        Err(e) => runner::failed_layout_records(&e),
        Ok(bin) => match runner::run_tests(&bin) {
            Err(failed) => failed
                .split(' ')
                .filter_map(|t| t.strip_prefix("bindgen_test_layout_"))
                .map(str::to_owned)
                .collect(),
            Ok(()) => Vec::new(),
        },
    };
    // A typedef of such a record (under `--new-type-alias*` a newtype
    // around it, `Un11_blob(pub union_Un11_blob)`) differs with it.
    let bad = with_aliases(&fs::read_to_string(&run.output).unwrap_or_default(), bad);
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

/// The records whose layout checks fail in `rs` once every
/// `#[derive(...)]` line is taken out (written beside it as `*.noderive.rs`).
fn layouts_without_derives(tools: &Tools, rs: &Path, edition: &str) -> Vec<String> {
    let Ok(text) = fs::read_to_string(rs) else {
        return Vec::new();
    };
    // (The helper types keep theirs: other helper code relies on them.)
    let lines: Vec<&str> = text.lines().collect();
    let helper_follows = |i: usize| {
        lines[i + 1..]
            .iter()
            .find(|l| l.starts_with("pub struct ") || l.starts_with("pub union "))
            .is_some_and(|l| l.contains(" __Bindgen") || l.contains(" __Incomplete"))
    };
    let stripped: String = lines
        .iter()
        .enumerate()
        .filter(|(i, l)| !l.trim_start().starts_with("#[derive(") || helper_follows(*i))
        .map(|(_, l)| format!("{l}\n"))
        .collect();
    let copy = rs.with_extension("noderive.rs");
    if fs::write(&copy, stripped).is_err() {
        return Vec::new();
    }
    match runner::compile(tools, &copy, edition) {
        Err(e) => runner::failed_layout_records(&e),
        Ok(bin) => match runner::run_tests(&bin) {
            Err(failed) => failed
                .split(' ')
                .filter_map(|t| t.strip_prefix("bindgen_test_layout_"))
                .map(str::to_owned)
                .collect(),
            Ok(()) => Vec::new(),
        },
    }
}

/// The records whose layout checks fail in `rs` once the top-level items
/// rustc's `errors` point at are taken out (four rounds at most, written
/// beside it as `*.trimmed.rs`).
fn layouts_without_failing_items(
    tools: &Tools,
    rs: &Path,
    edition: &str,
    errors: &str,
) -> Vec<String> {
    let Ok(mut text) = fs::read_to_string(rs) else {
        return Vec::new();
    };
    let copy = rs.with_extension("trimmed.rs");
    let mut errors = errors.to_owned();
    let file_name = |p: &Path| {
        p.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    };
    for round in 0..6 {
        // (rustc names the file it compiled: the original first.)
        let name = file_name(if round == 0 { rs } else { &copy });
        // A pointer to a missing type points at `c_void` first: the record
        // holding it keeps its layout checks instead of going too.
        let pointed = crate::trim::pointers_to_void(&text, &crate::trim::missing_types(&errors));
        let Some(kept) = pointed.or_else(|| {
            crate::trim::without_items(&text, &crate::trim::error_lines(&errors, &name))
        }) else {
            return Vec::new();
        };
        text = kept;
        if fs::write(&copy, &text).is_err() {
            return Vec::new();
        }
        match runner::compile(tools, &copy, edition) {
            Err(e) => {
                let bad = runner::failed_layout_records(&e);
                if !bad.is_empty() {
                    return bad;
                }
                errors = e;
            }
            Ok(bin) => {
                return match runner::run_tests(&bin) {
                    Err(failed) => failed
                        .split(' ')
                        .filter_map(|t| t.strip_prefix("bindgen_test_layout_"))
                        .map(str::to_owned)
                        .collect(),
                    Ok(()) => Vec::new(),
                }
            }
        }
    }
    Vec::new()
}

/// Whether `what` (`field __bindgen_padding_N`) of `item` (`struct X`) is
/// the second of two padding fields that end upstream's struct: with
/// `--explicit-padding` upstream writes the tail padding after a trailing
/// bitfield unit twice (two fields of one size), and after trailing `: 0`
/// bitfields once in bytes and again in elements of the struct's alignment
/// (`[u8; 7usize]` then `u32` for `int m; char c; long long : 0;`, which C
/// makes 8 bytes), so its size is then wrong (book/src/differences.md,
/// "Explicit padding after a trailing bitfield"). Two adjacent padding
/// fields are never needed: the second is always the repeated tail.
fn doubled_tail_padding(up_rs: &str, item: &str, what: &str) -> bool {
    let (Some(name), Some(field)) = (item.strip_prefix("struct "), what.strip_prefix("field "))
    else {
        return false;
    };
    let head = format!("pub struct {name} {{");
    let mut lines = up_rs.lines().skip_while(|l| *l != head).skip(1);
    let fields: Vec<&str> = lines
        .by_ref()
        .take_while(|l| !l.starts_with('}'))
        .map(str::trim)
        .filter(|l| !l.starts_with('#'))
        .collect();
    let [.., before, last] = fields.as_slice() else {
        return false;
    };
    let bytes = |l: &str| l.split_once(": ").and_then(|(_, t)| padding_bytes(t));
    let (before, last) = (without_vis(before), without_vis(last));
    let (Some(first_bytes), Some(last_bytes)) = (bytes(before), bytes(last)) else {
        return false;
    };
    before.starts_with("__bindgen_padding_")
        && last.starts_with(&format!("{field}: "))
        && field.starts_with("__bindgen_padding_")
        && last_bytes > 0
        && last_bytes <= first_bytes
}

/// Whether `what` (`field __bindgen_padding_N`) of `item` (`struct X`) is
/// the padding upstream puts, under `--explicit-padding`, right before the
/// `bindgen_union_field` that ends a union emitted as a struct of
/// `__BindgenUnionField`s: the storage spans the union already, so the
/// padding makes upstream's struct larger than C's union
/// (book/src/differences.md, "Explicit padding in union wrappers").
fn union_wrapper_padding(up_rs: &str, item: &str, what: &str) -> bool {
    let (Some(name), Some(field)) = (item.strip_prefix("struct "), what.strip_prefix("field "))
    else {
        return false;
    };
    let head = format!("pub struct {name} {{");
    let fields: Vec<&str> = up_rs
        .lines()
        .skip_while(|l| *l != head)
        .skip(1)
        .take_while(|l| !l.starts_with('}'))
        .map(str::trim)
        .filter(|l| !l.starts_with('#'))
        .collect();
    let [.., before, last] = fields.as_slice() else {
        return false;
    };
    field.starts_with("__bindgen_padding_")
        && without_vis(before).starts_with(&format!("{field}: "))
        && without_vis(last).starts_with("bindgen_union_field: ")
        && fields.iter().any(|l| l.contains("__BindgenUnionField<"))
}

/// `records` and the typedefs of them in `rs` (`pub type T = R;`, or the
/// newtype `pub struct T(pub R);`), whose derives follow the record's.
fn with_aliases(rs: &str, mut records: Vec<String>) -> Vec<String> {
    let mut aliases = Vec::new();
    for line in rs.lines() {
        let (name, target) = if let Some(rest) = line.strip_prefix("pub type ") {
            match rest.split_once(" = ") {
                Some((n, t)) => (n, t.trim_end_matches(';')),
                None => continue,
            }
        } else if let Some(rest) = line.strip_prefix("pub struct ") {
            match rest.split_once('(') {
                Some((n, t)) => (n, t.trim_end_matches(");")),
                None => continue,
            }
        } else {
            continue;
        };
        let target = without_vis(target);
        if records.iter().any(|r| r == target) {
            aliases.push(name.to_owned());
        }
    }
    records.extend(aliases);
    records
}

/// A field line without its visibility (`pub`, `pub(crate)`, or none under
/// `--default-visibility private`).
fn without_vis(line: &str) -> &str {
    ["pub(crate) ", "pub(super) ", "pub "]
        .iter()
        .find_map(|v| line.strip_prefix(v))
        .unwrap_or(line)
}

/// The size of a padding field's type (`u16`, `[u8; 14usize]`,
/// `[u16; 7usize],`, or one of those arrays in an opaque-array wrapper,
/// `__BindgenOpaqueArray8<[u8; 8usize]>`), if it is one of those.
fn padding_bytes(ty: &str) -> Option<u64> {
    let ty = ty.trim_end_matches(',');
    // Upstream spells padding in a record aligned past 8 bytes as an
    // array wrapped in `__BindgenOpaqueArray` (or `__BindgenOpaqueArrayN`,
    // N-aligned); the wrapper's alignment never adds bytes to whole words.
    if let Some(rest) = ty.strip_prefix("__BindgenOpaqueArray") {
        let inner = rest
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .strip_prefix('<')?
            .strip_suffix('>')?;
        return inner.starts_with('[').then(|| padding_bytes(inner))?;
    }
    let word = |w: &str| w.strip_prefix('u')?.parse::<u64>().ok().map(|b| b / 8);
    if let Some(inner) = ty.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
        let (elem, n) = inner.split_once("; ")?;
        return Some(word(elem)? * n.trim_end_matches("usize").parse::<u64>().ok()?);
    }
    word(ty)
}

/// Whether a difference line is about one of `records` (the record, its
/// impls and layout checks, its nested types `R_...` and the records it is
/// nested in) or about helper types.
/// The type (its last path segment) of constant `name` in `source`.
fn const_type(source: &str, name: &str) -> Option<String> {
    let head = format!("pub const {name}: ");
    source
        .lines()
        .find_map(|l| l.trim_start().strip_prefix(head.as_str()))
        .and_then(|rest| rest.split(" =").next())
        .map(|t| t.rsplit("::").next().unwrap_or(t).to_owned())
}

fn mentions_any(line: &str, records: &[String]) -> bool {
    let item = line.split(": ").next().unwrap_or("");
    // Helper types come and go with the records that use them.
    let helper = [
        "__BindgenOpaqueArray",
        "__BindgenBitfieldUnit",
        "__IncompleteArrayField",
        "__BindgenUnionField",
        "__BindgenComplex",
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
            // (Upstream failing to generate at all counts as failing too:
            // there is nothing to compare against.)
            let both = matches!(up_compiled, Some(Err(_))) || up.is_some_and(|u| !u.ok());
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
    // Layout tests written as `#[test]` functions (older Rust targets)
    // fail at run time: upstream's records whose tests fail count like
    // those whose const checks do not compile.
    if let Some(Ok(bin)) = &up_compiled {
        if p.iter()
            .any(|q| q.failing && q.category.starts_with("api:"))
        {
            if let Err(failed) = runner::run_tests(bin) {
                let bad: Vec<String> = failed
                    .split(' ')
                    .filter_map(|t| t.strip_prefix("bindgen_test_layout_"))
                    .map(str::to_owned)
                    .collect();
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
    // Upstream's union wrappers whose members overrun them (their size
    // checks pass): ours is an opaque blob there.
    if let (Some(Ok(_)), Some(u)) = (&up_compiled, up) {
        if p.iter()
            .any(|q| q.failing && q.category.starts_with("api:"))
        {
            let bad = oversized::oversized_union_members(tools, &u.output, edition);
            for q in p
                .iter_mut()
                .filter(|q| q.failing && q.category.starts_with("api:"))
            {
                if mentions_any(&q.signature, &bad) {
                    q.failing = false;
                    q.category = "api (upstream union member overruns it)".to_owned();
                }
            }
        }
    }
    if let Some(Err(e)) = up_compiled {
        p.push(Problem::new("upstream compile failure", first(&e), false));
        let twice = runner::names_defined_twice(&e);
        for q in p
            .iter_mut()
            .filter(|q| q.failing && q.category.starts_with("api:"))
        {
            if mentions_any(&q.signature, &twice) {
                q.failing = false;
                q.category = "api (upstream defines a name twice)".to_owned();
            }
        }
        // Where upstream's own layout checks fail, ours differs on purpose
        // ("Records Rust cannot lay out are opaque" and the other layout
        // sections of book/src/differences.md): its differences about those
        // records are recorded, not failures.
        let mut bad = runner::failed_layout_records(&e);
        // rustc stops before const evaluation when derives fail to type
        // check: without its derives upstream's output may still show
        // which layouts are wrong.
        if e.contains("in this derive macro expansion") {
            if let Some(u) = up {
                for r in layouts_without_derives(tools, &u.output, edition) {
                    if !bad.contains(&r) {
                        bad.push(r);
                    }
                }
            }
        }
        // An error elsewhere (a type both sides leave out) keeps every
        // layout check from running: without the items it is in, the
        // rest's checks may show which records upstream lays out wrong.
        if bad.is_empty()
            && p.iter()
                .any(|q| q.failing && q.category.starts_with("api:"))
        {
            if let Some(u) = up {
                bad = layouts_without_failing_items(tools, &u.output, edition, &e);
            }
        }
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
            // What holds such a record derives what it derives: ours, laid
            // out as C's, may derive other traits than upstream's.
            let up_rs = up
                .map(|u| fs::read_to_string(&u.output).unwrap_or_default())
                .unwrap_or_default();
            let holders = runner::holders_of(&up_rs, &with_aliases(&up_rs, bad.clone()));
            for q in p
                .iter_mut()
                .filter(|q| q.failing && q.category.starts_with("api:"))
            {
                let item = q.signature.split(": ").next().unwrap_or("");
                let record = item
                    .strip_prefix("struct ")
                    .or_else(|| item.strip_prefix("union "));
                // (A holder's shape follows the derives too: a union whose
                // member upstream cannot copy is a wrapper struct there.)
                let shape = q.category.starts_with("api: struct: missing in ours")
                    || q.category.starts_with("api: union: missing upstream");
                let derive = q.signature.contains(": derive: ")
                    || item.starts_with("impl ") && q.signature.contains("item: ")
                    || shape;
                let name = record.or_else(|| item.rsplit(" for ").next().filter(|_| derive));
                if derive && name.is_some_and(|n| holders.iter().any(|h| h == n)) {
                    q.failing = false;
                    q.category = "api (holds a record upstream lays out wrong)".to_owned();
                }
            }
        }
        // Where upstream derives a trait a member lacks (E0277 in its
        // derive), ours derives less on purpose ("... reaches the records
        // holding it" sections of book/src/differences.md): the derive
        // lists of those records, and the hand-written impls ours gives
        // instead, are recorded, not failures.
        let up_rs = up
            .map(|u| fs::read_to_string(&u.output).unwrap_or_default())
            .unwrap_or_default();
        // A union upstream writes natively over a member that is not
        // `Copy` (E0740) is a wrapper struct in ours, an opaque record with a
        // flexible array member a plain blob (E0392) ("Where upstream's
        // derives and unions do not compile" in book/src/differences.md).
        let mut not_copy = runner::failed_copy_records(&e, &up_rs);
        // (A native union of upstream's over such a record compiles, as
        // upstream claims the record `Copy`; ours is a wrapper struct.)
        // So is one over a record holding such a record by value (that
        // record's derives differ too, seed 7307 case 233).
        let holders = runner::by_value_holders(&up_rs, &not_copy);
        let unions = runner::unions_holding(&up_rs, &[not_copy.clone(), holders.clone()].concat());
        not_copy.extend(unions);
        if !not_copy.is_empty() {
            for q in p
                .iter_mut()
                .filter(|q| q.failing && q.category.starts_with("api:"))
            {
                if mentions_any(&q.signature, &not_copy) || derive_line_of(&q.signature, &holders) {
                    q.failing = false;
                    q.category = "api (upstream union not Copy)".to_owned();
                }
            }
        }
        // Types upstream uses but never defines (E0412/E0425 "cannot find
        // type `X`"): ours defines them, and their items (the type, its
        // layout checks and impls) are present only on our side.
        let undefined: Vec<String> = e
            .lines()
            .filter(|l| l.starts_with("error[E0412]") || l.starts_with("error[E0425]"))
            .filter_map(|l| l.split("cannot find type `").nth(1)?.split('`').next())
            .map(str::to_owned)
            .collect();
        // What ours emits only through such a type (the types nested in
        // it and what they hold) upstream does not reach either.
        let ours_text = fs::read_to_string(ours_rs).unwrap_or_default();
        let undefined = if undefined.is_empty() {
            undefined
        } else {
            runner::reached_from(&ours_text, &undefined)
        };
        for q in p.iter_mut().filter(|q| q.failing) {
            let item = q.signature.split(": ").next().unwrap_or("");
            let name = impl_target(item).unwrap_or_else(|| item.split(' ').nth(1).unwrap_or(""));
            // (An enum's constants come with it: their type is the enum.)
            let of_undefined = |n: &str| {
                undefined.iter().any(|u| u == n)
                    || item.starts_with("const ")
                        && const_type(&ours_text, n).is_some_and(|t| undefined.contains(&t))
            };
            if q.signature.ends_with("item: present vs missing") && of_undefined(name) {
                q.failing = false;
                q.category = "api (upstream lacks a type it uses)".to_owned();
            }
        }
        // Explicit padding before a member whose type both sides leave out
        // (`--no-recursive-allowlist`): ours pads to C's offsets whatever
        // alignment the user's definition has, upstream relies on it, and
        // no layout check can run ("Padding does not rely on a type the
        // allowlist leaves out" in book/src/differences.md).
        // (A pointer to it does not move anything: those are `c_void` first.)
        let missing = crate::trim::missing_types(&e);
        let by_value = crate::trim::pointers_to_void(&up_rs, &missing);
        let around_undefined = runner::holders_of(by_value.as_deref().unwrap_or(&up_rs), &missing);
        for q in p.iter_mut().filter(|q| q.failing) {
            if padding_in(&q.signature, &around_undefined) {
                q.failing = false;
                q.category = "api (padding around a type both leave out)".to_owned();
            }
        }
        let broken = runner::failed_derive_records(&e, &up_rs);
        if !broken.is_empty() {
            for q in p.iter_mut().filter(|q| q.failing) {
                if derive_line_of(&q.signature, &broken) {
                    q.failing = false;
                    q.category = "api (upstream derive broken)".to_owned();
                }
            }
        }
    }
}

/// The type an `impl Trait for Type` item implements a trait for (the
/// impls ours writes for a type upstream never defines, seed 7507 case
/// 209); `None` for other items.
fn impl_target(item: &str) -> Option<&str> {
    item.strip_prefix("impl ")?
        .rsplit(" for ")
        .next()
        .filter(|_| item.contains(" for "))
}

/// Whether difference line `line` is a padding field only ours has in one
/// of `records`.
fn padding_in(line: &str, records: &[String]) -> bool {
    let mut parts = line.splitn(3, ": ");
    let (Some(item), Some(what)) = (parts.next(), parts.next()) else {
        return false;
    };
    let record = item.strip_prefix("struct ").unwrap_or("");
    what.starts_with("field __bindgen_padding_")
        && line.ends_with(" vs missing")
        && records.iter().any(|r| r == record)
}

/// Whether difference line `line` is about the derive list of one of
/// `records` or about an impl of a derivable trait for one of them.
fn derive_line_of(line: &str, records: &[String]) -> bool {
    let item = line.split(": ").next().unwrap_or("");
    let named = |prefix: &str| {
        item.strip_prefix(prefix)
            .is_some_and(|name| records.iter().any(|r| r == name))
    };
    let derive = (named("struct ") || named("union "))
        && line
            .split(": ")
            .nth(1)
            .is_some_and(|w| w.starts_with("derive"));
    let traits = [
        "Default",
        "::std::default::Default",
        "::std::fmt::Debug",
        "::core::fmt::Debug",
        "::core::default::Default",
        "::std::cmp::PartialEq",
        "::core::cmp::PartialEq",
    ];
    let impl_of = traits
        .iter()
        .any(|t| records.iter().any(|r| item == format!("impl {t} for {r}")));
    derive || impl_of
}

/// Whether `item` (`fn NAME`) is a function ours left out with its warning
/// "skipping function `NAME`: ..." (a call Rust cannot make as C does:
/// `long double` or vectors by value, and the like), or the file's extern
/// blocks (`(file)`), missing because every function was left out so.
fn skipped_for_call_abi(stderr: &str, item: &str) -> bool {
    if item == "(file)" {
        return stderr.contains("skipping function `");
    }
    let Some(name) = item.strip_prefix("fn ") else {
        return false;
    };
    // An overload is numbered in the bindings (`f1`) but named as in C by
    // the warning.
    let c_name = name.trim_end_matches(|c: char| c.is_ascii_digit());
    [name, c_name]
        .iter()
        .any(|n| stderr.contains(&format!("skipping function `{n}`: ")))
}

/// Whether `item` (`impl X`, missing in ours: `what` is `item`) is an
/// impl of upstream's made of `accessor` annotation methods (`get_f`,
/// `get_f_mut`) only, each for a member ours refused with its warning
/// (`no accessors for `X::f``: a reference to it would be unaligned).
fn refused_accessor_impl(stderr: &str, up_rs: &str, item: &str, what: &str) -> bool {
    let Some(name) = item.strip_prefix("impl ").filter(|_| what == "item") else {
        return false;
    };
    let head = format!("impl {name} {{");
    let methods: Vec<&str> = up_rs
        .lines()
        .skip_while(|l| *l != head)
        .skip(1)
        .take_while(|l| *l != "}")
        .filter_map(|l| l.trim().split_once("fn ").map(|(_, rest)| rest))
        .filter_map(|rest| rest.split('(').next())
        .collect();
    !methods.is_empty()
        && methods.iter().all(|m| {
            let Some(field) = m.strip_prefix("get_") else {
                return false;
            };
            [field, field.strip_suffix("_mut").unwrap_or(field)]
                .iter()
                .any(|f| stderr.contains(&format!("no accessors for `{name}::{f}`")))
        })
}

/// Whether `what` of `item` is the `--dynamic-loading Lib` field or method
/// (`struct Lib` / `impl Lib`, the name c-fuzz passes) of a function ours
/// left out with its warning (see [`skipped_for_call_abi`]).
fn skipped_lib_member(stderr: &str, item: &str, what: &str) -> bool {
    let name = match item {
        "struct Lib" => what.strip_prefix("field "),
        "impl Lib" => what.strip_prefix("method "),
        _ => None,
    };
    name.is_some_and(|n| skipped_for_call_abi(stderr, &format!("fn {n}")))
}

mod opaque_fn;
mod oversized;
#[cfg(test)]
mod tests;
