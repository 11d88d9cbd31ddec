//! c-fuzz: a differential fuzzer of our bindgen against upstream 0.73.2.
//!
//! Each case is a random, valid C header (`grammar`) with a random flag set
//! (`flags`), both drawn from the case's seed. Our CLI and upstream's run on
//! it (`runner`); the APIs are compared with tools/api-diff against the
//! allowlist of documented differences, our output is compiled with its
//! layout tests (`classify`). Failing cases are grouped into families and
//! one case per family is reduced to a small reproducer (`reduce`).
//!
//! usage: c-fuzz [--cases N] [--seed S] [--first K] [--out DIR] [--jobs J]
//!               [--reduce M] [--reduce-match TEXT] [--known-differences]
//!               [--gate sound] [--ours BIN] [--upstream BIN]
//!
//! `--gate sound` exits 1 only for cases where our output is unsound or
//! broken (we crash or fail, our output does not parse, does not compile
//! while upstream's does, or fails its layout tests); undocumented API
//! differences are still counted and reported. Without it, every failing
//! case fails the run.
//!
//! `--known-differences` also generates constructs whose differences from
//! upstream are documented (see `grammar::generate`).
//!
//! `--first K --cases 1 --reduce-match 'compile failure'` replays case K
//! of a seed and reduces its compile failure.

mod abi;
mod classify;
mod flags;
mod grammar;
mod reduce;
mod rng;
mod runner;
mod trim;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Mutex};
use std::time::Instant;

use api_diff::Allowlist;

use classify::{Outcome, Problem, Stages};
use flags::Flags;
use runner::Tools;

/// Command-line settings.
struct Config {
    cases: u64,
    seed: u64,
    first: u64,
    out: PathBuf,
    jobs: usize,
    reduce: usize,
    /// Only families whose key contains this text are reduced.
    reduce_match: String,
    /// Also generate constructs with documented differences.
    known: bool,
    /// Reduce this reproducer file (flag line + header) instead of fuzzing.
    reduce_file: Option<PathBuf>,
    /// Exit 1 only for broken or unsound output, not API differences.
    gate_sound: bool,
    tools: Tools,
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn parse_args() -> Result<Config, String> {
    let root = repo_root();
    let mut c = Config {
        cases: 100,
        seed: 1,
        first: 0,
        out: root.join("target/c-fuzz"),
        jobs: 2,
        reduce: 8,
        reduce_match: String::new(),
        known: false,
        reduce_file: None,
        gate_sound: false,
        tools: Tools {
            ours: root.join("target/release/bindgen"),
            upstream: PathBuf::from("/opt/upstream-0.73.2/bin/bindgen"),
            rustc: std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned()),
            libloading: None,
        },
    };
    if !c.tools.ours.exists() {
        c.tools.ours = root.join("target/debug/bindgen");
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut val = || it.next().cloned().ok_or(format!("{a} needs a value"));
        let num = |v: String| v.parse::<u64>().map_err(|e| format!("{a}: {e}"));
        match a.as_str() {
            "--cases" => c.cases = num(val()?)?,
            "--seed" => c.seed = num(val()?)?,
            "--first" => c.first = num(val()?)?,
            "--out" => c.out = PathBuf::from(val()?),
            "--jobs" => c.jobs = num(val()?)?.max(1) as usize,
            "--reduce" => c.reduce = num(val()?)? as usize,
            "--reduce-match" => c.reduce_match = val()?,
            "--known-differences" => c.known = true,
            "--gate" => match val()?.as_str() {
                "sound" => c.gate_sound = true,
                "all" => c.gate_sound = false,
                other => return Err(format!("--gate takes `sound` or `all`, not `{other}`")),
            },
            "--reduce-file" => c.reduce_file = Some(PathBuf::from(val()?)),
            "--ours" => c.tools.ours = PathBuf::from(val()?),
            "--upstream" => c.tools.upstream = PathBuf::from(val()?),
            "-h" | "--help" => {
                return Err(
                    "usage: c-fuzz [--cases N] [--seed S] [--first K] [--out DIR] \
                     [--jobs J] [--reduce M] [--reduce-match TEXT] [--known-differences] [--gate sound] [--ours BIN] [--upstream BIN]"
                        .to_owned(),
                )
            }
            _ => return Err(format!("unknown argument {a}")),
        }
    }
    // Bindgen runs in per-case working directories: paths must be absolute.
    if c.out.is_relative() {
        c.out = std::env::current_dir()
            .map_err(|e| e.to_string())?
            .join(&c.out);
    }
    Ok(c)
}

/// One case's inputs, drawn from its seed.
fn draw_case(seed: u64, case: u64, known: bool) -> (String, Flags) {
    let mut rng = rng::Rng::for_case(seed, case);
    let header = grammar::generate(&mut rng, known);
    let flags = flags::draw(&mut rng, &header.names);
    (header.text(), flags)
}

fn label(seed: u64, case: u64) -> String {
    format!("c_fuzz_s{seed}_c{case}")
}

/// Identifiers of generated items differ only in their counters; the
/// family of a problem ignores them.
fn family(p: &Problem) -> String {
    let mut s = String::new();
    let mut prev_digit = false;
    for ch in p.signature.chars() {
        if ch.is_ascii_digit() {
            if !prev_digit {
                s.push('N');
            }
            prev_digit = true;
        } else {
            s.push(ch);
            prev_digit = false;
        }
    }
    format!("{}: {s}", p.category)
}

/// Runs one case in `dir`.
fn run_case(c: &Config, allow: &Allowlist, case: u64) -> Option<(String, Flags, Outcome)> {
    let (header, flags) = draw_case(c.seed, case, c.known);
    let dir = c.out.join(format!("cases/{case}"));
    let _ = fs::create_dir_all(&dir);
    let h = dir.join("case.h");
    let _ = fs::write(&h, &header);
    if !runner::clang_accepts(&h) {
        let _ = fs::remove_dir_all(&dir);
        return None;
    }
    let stages = Stages {
        upstream: true,
        compile: true,
    };
    let out = classify::check(
        &c.tools,
        allow,
        &dir,
        &label(c.seed, case),
        &header,
        &flags,
        stages,
    );
    if out.failing() {
        let _ = fs::write(dir.join("repro.h"), reduce::reproducer(&header, &flags));
        let lines: Vec<String> = out
            .problems
            .iter()
            .map(|p| {
                format!(
                    "{} {}: {}\n",
                    if p.failing { "!" } else { "-" },
                    p.category,
                    p.signature
                )
            })
            .collect();
        let _ = fs::write(dir.join("result.txt"), lines.concat());
    } else {
        let _ = fs::remove_dir_all(&dir);
    }
    Some((header, flags, out))
}

fn main() -> ExitCode {
    let c = match parse_args() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("c-fuzz: {e}");
            return ExitCode::from(2);
        }
    };
    let root = repo_root();
    let allow = match load_allow(&root) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("c-fuzz: {e}");
            return ExitCode::from(2);
        }
    };
    for (what, p) in [
        ("our bindgen", &c.tools.ours),
        ("upstream", &c.tools.upstream),
    ] {
        if !p.exists() {
            eprintln!("c-fuzz: {what} not found at {}", p.display());
            return ExitCode::from(2);
        }
    }
    let _ = fs::remove_dir_all(c.out.join("cases"));
    let _ = fs::remove_dir_all(c.out.join("reduced"));
    let _ = fs::create_dir_all(&c.out);
    let mut c = c;
    c.tools.libloading = runner::build_libloading_stub(&c.tools.rustc, &c.out);
    let c = c;
    if let Some(file) = &c.reduce_file {
        return reduce_file(&c, &allow, file);
    }
    let start = Instant::now();
    println!(
        "c-fuzz: seed {} cases {}..{} ours {} jobs {}",
        c.seed,
        c.first,
        c.first + c.cases,
        c.tools.ours.display(),
        c.jobs
    );
    let results = run_all(&c, &allow);
    summarize(&c, &allow, &results, start)
}

/// Splits a flag line into groups: a flag and the values after it.
fn group_flags(words: Vec<String>) -> Flags {
    let mut f = Flags::default();
    for w in words {
        match f.groups.last_mut() {
            Some(g) if !w.starts_with("--") => g.push(w),
            _ => f.groups.push(vec![w]),
        }
    }
    f
}

/// `--reduce-file`: reduces a stored case (a `repro.h`: flag line, then
/// the header) for the first problem whose family contains
/// `--reduce-match`, so a case can be reduced after the generator changed.
fn reduce_file(c: &Config, allow: &Allowlist, file: &Path) -> ExitCode {
    let Ok(text) = fs::read_to_string(file) else {
        eprintln!("c-fuzz: cannot read {}", file.display());
        return ExitCode::from(2);
    };
    let flags = match api_diff::header_flags(&text, "") {
        Ok(w) => group_flags(w),
        Err(e) => {
            eprintln!("c-fuzz: {e}");
            return ExitCode::from(2);
        }
    };
    let header = if text.starts_with("// bindgen-flags:") {
        text.split_once('\n')
            .map_or("", |(_, rest)| rest)
            .to_owned()
    } else {
        text.clone()
    };
    let dir = c.out.join("reduce-file");
    let stages = Stages {
        upstream: true,
        compile: true,
    };
    let label = "c_fuzz_file";
    let out = classify::check(&c.tools, allow, &dir, label, &header, &flags, stages);
    let Some(target) = out
        .problems
        .iter()
        .find(|p| p.failing && family(p).contains(&c.reduce_match))
    else {
        println!("no failing problem matches {:?}", c.reduce_match);
        for p in &out.problems {
            println!("  {}: {}", p.category, p.signature);
        }
        return ExitCode::SUCCESS;
    };
    println!("reducing: {}: {}", target.category, target.signature);
    let (h, f, tries) = reduce::reduce(&c.tools, allow, &dir, label, &header, &flags, target);
    let repro = reduce::reproducer(&h, &f);
    let path = c.out.join("reduced.h");
    let _ = fs::write(&path, &repro);
    println!(
        "{tries} candidates tried, {}\n{}",
        path.display(),
        repro.trim_end()
    );
    ExitCode::from(1)
}

fn load_allow(root: &Path) -> Result<Allowlist, String> {
    let ap = root.join("scripts/upstream_diff.allow");
    let text = fs::read_to_string(&ap).map_err(|e| format!("{}: {e}", ap.display()))?;
    let allow = Allowlist::parse(&text)?;
    let book =
        fs::read_to_string(root.join("book/src/differences.md")).map_err(|e| e.to_string())?;
    allow.check_sections(&book)?;
    Ok(allow)
}

type CaseResult = (u64, Option<(String, Flags, Outcome)>);

/// Runs every case on `jobs` threads, printing results in case order.
fn run_all(c: &Config, allow: &Allowlist) -> Vec<CaseResult> {
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<CaseResult>();
    let results = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..c.jobs {
            let tx = tx.clone();
            let next = &next;
            s.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::SeqCst) as u64;
                if i >= c.cases {
                    break;
                }
                let case = c.first + i;
                let r = run_case(c, allow, case);
                if tx.send((case, r)).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        let mut pending = BTreeMap::new();
        let mut expect = c.first;
        for (case, r) in rx {
            pending.insert(case, r);
            while let Some(r) = pending.remove(&expect) {
                print_case(expect, &r);
                results.lock().unwrap().push((expect, r));
                expect += 1;
            }
        }
    });
    results.into_inner().unwrap()
}

fn print_case(case: u64, r: &Option<(String, Flags, Outcome)>) {
    let Some((_, flags, out)) = r else {
        println!("case {case}: dropped (clang rejects the header)");
        return;
    };
    let status = if out.failing() {
        "FAIL"
    } else if out.problems.is_empty() && out.documented == 0 {
        "identical"
    } else if out.problems.is_empty() {
        "documented"
    } else {
        "ok (recorded)"
    };
    println!(
        "case {case}: {status} ({} identical items, {} documented lines) flags: {}",
        out.identical_items,
        out.documented,
        flags.args().join(" ")
    );
    for p in out.problems.iter().take(4) {
        let mark = if p.failing { "!" } else { "-" };
        println!("  {mark} {}: {}", p.category, p.signature);
    }
    if out.problems.len() > 4 {
        println!("  ... {} more", out.problems.len() - 4);
    }
}

/// Prints the summary by category, the families, reduces one case per
/// family, and gives the exit status.
fn summarize(c: &Config, allow: &Allowlist, results: &[CaseResult], start: Instant) -> ExitCode {
    let mut by_cat: BTreeMap<String, usize> = BTreeMap::new();
    let mut families: BTreeMap<String, (usize, u64, Problem)> = BTreeMap::new();
    let (mut ran, mut dropped, mut failing, mut unsound) = (0, 0, 0, 0);
    for (case, r) in results {
        let Some((_, _, out)) = r else {
            dropped += 1;
            continue;
        };
        ran += 1;
        if out.failing() {
            failing += 1;
        }
        if out
            .problems
            .iter()
            .any(|p| p.failing && !p.category.starts_with("api"))
        {
            unsound += 1;
        }
        let mut seen = std::collections::BTreeSet::new();
        for p in &out.problems {
            if seen.insert(p.category.clone()) {
                *by_cat.entry(p.category.clone()).or_default() += 1;
            }
            if p.failing {
                let e = families.entry(family(p)).or_insert((0, *case, p.clone()));
                e.0 += 1;
            }
        }
    }
    let mut text = format!(
        "summary: {ran} cases run ({dropped} dropped), {failing} failing ({unsound} with broken \
         or unsound output of ours), {:.0}s\ncases by category:\n",
        start.elapsed().as_secs_f64()
    );
    for (cat, n) in &by_cat {
        text.push_str(&format!("  {n:5}  {cat}\n"));
    }
    let abi_runs = results
        .iter()
        .map(|(_, r)| r.as_ref().and_then(|(_, _, o)| o.abi));
    if let Some(line) = abi::summary_line(abi_runs) {
        text.push_str(&line);
    }
    let mut fams: Vec<_> = families.into_iter().collect();
    fams.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then(a.0.cmp(&b.0)));
    text.push_str(&format!("failure families: {}\n", fams.len()));
    for (f, (n, case, _)) in &fams {
        text.push_str(&format!("  {n:4}x  (case {case})  {f}\n"));
    }
    print!("{text}");
    let reduced = reduce_families(c, allow, results, &fams);
    text.push_str(&reduced);
    let _ = fs::write(c.out.join("summary.txt"), text);
    let gate_failing = if c.gate_sound { unsound } else { failing };
    if gate_failing > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// Reduces the first case of the `c.reduce` largest families.
fn reduce_families(
    c: &Config,
    allow: &Allowlist,
    results: &[CaseResult],
    fams: &[(String, (usize, u64, Problem))],
) -> String {
    // One family per category first (the largest), so the reductions
    // cover different kinds of failure.
    let mut cats = std::collections::BTreeSet::new();
    let mut order: Vec<_> = fams
        .iter()
        .filter(|(f, _)| f.contains(&c.reduce_match))
        .filter(|(_, (_, _, p))| cats.insert(p.category.clone()))
        .collect();
    let rest: Vec<_> = fams
        .iter()
        .filter(|f| f.0.contains(&c.reduce_match) && !order.iter().any(|o| o.0 == f.0))
        .collect();
    order.extend(rest);
    let todo: Vec<_> = order.into_iter().take(c.reduce).enumerate().collect();
    let next = AtomicUsize::new(0);
    let done = Mutex::new(BTreeMap::new());
    std::thread::scope(|s| {
        for _ in 0..c.jobs {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some((k, (fam, (_, case, problem)))) = todo.get(i) else {
                    break;
                };
                let Some((_, Some((header, flags, _)))) = results.iter().find(|(n, _)| n == case)
                else {
                    continue;
                };
                let dir = c.out.join(format!("reduced/work{k}"));
                let (h, f, tries) = reduce::reduce(
                    &c.tools,
                    allow,
                    &dir,
                    &label(c.seed, *case),
                    header,
                    flags,
                    problem,
                );
                let repro = reduce::reproducer(&h, &f);
                let path = c.out.join(format!("reduced/family{k}.h"));
                let _ = fs::write(&path, &repro);
                let _ = fs::remove_dir_all(&dir);
                let entry = format!(
                    "== family {k}: {fam}\n   case {case}, {tries} candidates tried, {}\n{}\n",
                    path.display(),
                    repro.trim_end()
                );
                println!("{entry}");
                done.lock().unwrap().insert(*k, entry);
            });
        }
    });
    let mut out = String::from("reduced reproducers:\n");
    for e in done.into_inner().unwrap().values() {
        out.push_str(e);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_the_same_cases() {
        for case in 0..20 {
            let (h1, f1) = draw_case(5, case, false);
            let (h2, f2) = draw_case(5, case, false);
            assert_eq!(h1, h2);
            assert_eq!(f1.args(), f2.args());
        }
        assert_ne!(draw_case(5, 1, false).0, draw_case(6, 1, false).0);
    }

    #[test]
    fn generated_headers_are_valid_c() {
        let dir = std::env::temp_dir().join(format!("c-fuzz-test-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let mut rejected = Vec::new();
        for case in 0..40 {
            for known in [false, true] {
                let (h, _) = draw_case(99, case, known);
                let path = dir.join(format!("{case}-{known}.h"));
                fs::write(&path, &h).unwrap();
                if !runner::clang_accepts(&path) {
                    rejected.push(path.display().to_string());
                }
            }
        }
        // At most one in forty may be dropped (the run reports those).
        assert!(rejected.len() <= 2, "clang rejects {rejected:?}");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn flag_lines_are_grouped_per_flag() {
        let f = group_flags(
            [
                "--raw-line",
                "pub use x;",
                "--use-core",
                "--override-abi",
                "f=C",
            ]
            .map(String::from)
            .to_vec(),
        );
        assert_eq!(f.groups.len(), 3);
        assert_eq!(f.groups[0], vec!["--raw-line", "pub use x;"]);
    }

    #[test]
    fn families_ignore_counters() {
        let p = |s: &str| Problem {
            category: "api: fn: link_name".into(),
            signature: s.into(),
            failing: true,
        };
        assert_eq!(
            family(&p("fn fn_12_item: x")),
            family(&p("fn fn_3_item: x"))
        );
    }
}
