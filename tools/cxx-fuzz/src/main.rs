//! cxx-fuzz: a differential C++ fuzzer of our bindgen against upstream
//! 0.73.2 and clang++, the sibling of tools/c-fuzz.
//!
//! Each case is a random, valid C++ header (`grammar`: class hierarchies
//! with single, multiple and virtual bases, vtables, access specifiers,
//! static members, overloads, operators, nested classes, namespaces and
//! enums, class templates with type and non-type parameters instantiated as
//! members, bases and typedefs) with a random set of C++-relevant flags
//! (`flags`), both drawn from the case's seed; clang++ must accept the
//! header. Then (`classify`): our output must compile with its layout
//! tests; every size, alignment, field and base offset and vtable pointer
//! of each class must equal clang++'s record layout (`layout`,
//! `clang_layout`); the API is compared with upstream's (tools/api-diff,
//! documented differences pass); upstream's output is compiled too, and a
//! failure is recorded per case. Failing cases are grouped into families
//! and one case per family is reduced with the C fuzzer's reducer.
//!
//! usage: cxx-fuzz [--cases N] [--seed S] [--first K] [--out DIR] [--jobs J]
//!                 [--reduce M] [--reduce-match TEXT] [--gate sound|all]
//!                 [--known-differences] [--ours BIN] [--upstream BIN]
//!
//! `--gate sound` exits 1 only for cases where our output is broken or
//! unsound (we crash or fail, our output does not compile where upstream's
//! does, fails its layout tests or differs from clang++'s layout);
//! undocumented API differences are counted and reported.
//! `--known-differences` also generates constructs whose differences from
//! upstream are documented (see `grammar::generate`).

#[path = "../../c-fuzz/src/abi.rs"]
mod abi;
mod clang_layout;
mod classify;
mod flags;
mod grammar;
mod layout;
mod overload_clash;
#[path = "../../c-fuzz/src/reduce.rs"]
mod reduce;
mod rng;
mod runner;

use std::collections::{BTreeMap, BTreeSet};
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
    reduce_match: String,
    gate_sound: bool,
    /// Also generate constructs with documented differences.
    known: bool,
    tools: Tools,
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

const USAGE: &str = "usage: cxx-fuzz [--cases N] [--seed S] [--first K] [--out DIR] [--jobs J] \
     [--reduce M] [--reduce-match TEXT] [--gate sound|all] [--known-differences] [--ours BIN] \
     [--upstream BIN]";

fn parse_args() -> Result<Config, String> {
    let root = repo_root();
    let mut c = Config {
        cases: 100,
        seed: 1,
        first: 0,
        out: root.join("target/cxx-fuzz"),
        jobs: 2,
        reduce: 4,
        reduce_match: String::new(),
        gate_sound: false,
        known: false,
        tools: Tools {
            ours: root.join("target/debug/bindgen"),
            upstream: PathBuf::from("/opt/upstream-0.73.2/bin/bindgen"),
            rustc: std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned()),
            libloading: None,
        },
    };
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
            "--gate" => match val()?.as_str() {
                "sound" => c.gate_sound = true,
                "all" => c.gate_sound = false,
                other => return Err(format!("--gate takes `sound` or `all`, not `{other}`")),
            },
            "--known-differences" => c.known = true,
            "--ours" => c.tools.ours = PathBuf::from(val()?),
            "--upstream" => c.tools.upstream = PathBuf::from(val()?),
            "-h" | "--help" => return Err(USAGE.to_owned()),
            _ => return Err(format!("unknown argument {a}\n{USAGE}")),
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
    format!("cxx_fuzz_s{seed}_c{case}")
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

type CaseResult = (u64, Option<(String, Flags, Outcome)>);

/// Runs one case in its own directory (kept only when it fails).
fn run_case(c: &Config, allow: &Allowlist, case: u64) -> Option<(String, Flags, Outcome)> {
    let (header, flags) = draw_case(c.seed, case, c.known);
    let dir = c.out.join(format!("cases/{case}"));
    let _ = fs::create_dir_all(&dir);
    let h = dir.join("case.h");
    let _ = fs::write(&h, &header);
    if !runner::clang_accepts(&h) {
        let _ = fs::rename(&h, c.out.join(format!("rejected/{case}.h")));
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
    if out.failing() || out.problems.iter().any(|p| p.category.starts_with("api")) {
        let _ = fs::write(dir.join("repro.h"), reduce::reproducer(&header, &flags));
        let lines: Vec<String> = out
            .problems
            .iter()
            .map(|p| {
                let mark = if p.failing { "!" } else { "-" };
                format!("{mark} {}: {}\n", p.category, p.signature)
            })
            .collect();
        let _ = fs::write(dir.join("result.txt"), lines.concat());
    } else {
        let _ = fs::remove_dir_all(&dir);
    }
    Some((header, flags, out))
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

fn main() -> ExitCode {
    let c = match parse_args() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("cxx-fuzz: {e}");
            return ExitCode::from(2);
        }
    };
    let allow = match load_allow(&repo_root()) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("cxx-fuzz: {e}");
            return ExitCode::from(2);
        }
    };
    for (what, p) in [
        ("our bindgen", &c.tools.ours),
        ("upstream", &c.tools.upstream),
    ] {
        if !p.exists() {
            eprintln!("cxx-fuzz: {what} not found at {}", p.display());
            return ExitCode::from(2);
        }
    }
    let _ = fs::remove_dir_all(c.out.join("cases"));
    let _ = fs::remove_dir_all(c.out.join("reduced"));
    let _ = fs::remove_dir_all(c.out.join("rejected"));
    let _ = fs::create_dir_all(c.out.join("rejected"));
    let start = Instant::now();
    println!(
        "cxx-fuzz: seed {} cases {}..{} ours {} jobs {}",
        c.seed,
        c.first,
        c.first + c.cases,
        c.tools.ours.display(),
        c.jobs
    );
    let results = run_all(&c, &allow);
    summarize(&c, &allow, &results, start)
}

/// Runs every case on `jobs` threads, printing results in case order.
fn run_all(c: &Config, allow: &Allowlist) -> Vec<CaseResult> {
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<CaseResult>();
    let mut results = Vec::new();
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
                if tx.send((case, run_case(c, allow, case))).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        let mut pending = BTreeMap::new();
        let mut expect = c.first;
        // Every problem of every case, one line each (the console shows
        // four per case), for counting families afterwards.
        let mut all = fs::File::create(c.out.join("problems.txt")).ok();
        for (case, r) in rx {
            pending.insert(case, r);
            while let Some(r) = pending.remove(&expect) {
                if let (Some(f), Some((_, _, out))) = (all.as_mut(), &r) {
                    use std::io::Write as _;
                    for p in &out.problems {
                        let mark = if p.failing { "!" } else { "-" };
                        let _ = writeln!(f, "{expect}\t{mark} {}: {}", p.category, p.signature);
                    }
                }
                print_case(expect, &r);
                results.push((expect, r));
                expect += 1;
            }
        }
    });
    results
}

fn print_case(case: u64, r: &Option<(String, Flags, Outcome)>) {
    let Some((_, flags, out)) = r else {
        println!("case {case}: dropped (clang++ rejects the header)");
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
    let args = flags.args();
    println!(
        "case {case}: {status} ({} identical items, {} documented lines, {} layout numbers) flags: {}",
        out.identical_items,
        out.documented,
        out.layout_numbers,
        args[..args.len() - 4].join(" ")
    );
    // Broken output first, then API differences.
    let mut shown: Vec<&Problem> = out.problems.iter().collect();
    shown.sort_by_key(|p| (p.category.starts_with("api"), !p.failing));
    for p in shown.into_iter().take(4) {
        let mark = if p.failing { "!" } else { "-" };
        println!("  {mark} {}: {}", p.category, p.signature);
    }
    if out.problems.len() > 4 {
        println!("  ... {} more", out.problems.len() - 4);
    }
}

/// Whether a problem is a broken or unsound output of ours (not an API
/// difference).
fn unsound(p: &Problem) -> bool {
    p.failing && !p.category.starts_with("api")
}

/// Prints the summary by category, the families, reduces one case per
/// family, and gives the exit status.
fn summarize(c: &Config, allow: &Allowlist, results: &[CaseResult], start: Instant) -> ExitCode {
    let mut by_cat: BTreeMap<String, usize> = BTreeMap::new();
    let mut families: BTreeMap<String, (usize, u64, Problem)> = BTreeMap::new();
    let (mut ran, mut dropped, mut failing, mut bad, mut clean, mut up_broken, mut numbers) =
        (0, 0, 0, 0, 0, 0, 0);
    for (case, r) in results {
        let Some((_, _, out)) = r else {
            dropped += 1;
            continue;
        };
        ran += 1;
        numbers += out.layout_numbers;
        failing += usize::from(out.failing());
        bad += usize::from(out.problems.iter().any(unsound));
        clean += usize::from(!out.failing());
        up_broken += usize::from(out.upstream_broken);
        let mut seen = BTreeSet::new();
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
        "summary: {ran} cases run ({dropped} dropped: clang++ rejects them), {clean} clean, \
         {failing} failing ({bad} with broken or unsound output of ours), upstream's output \
         does not compile in {up_broken}, {numbers} layout numbers compared with clang++, {:.0}s\n\
         cases by category:\n",
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
    text.push_str(&reduce_families(c, allow, results, &fams));
    let _ = fs::write(c.out.join("summary.txt"), text);
    let gate = if c.gate_sound { bad } else { failing };
    if gate > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// Reduces the first case of the `c.reduce` largest families, one per
/// category first.
fn reduce_families(
    c: &Config,
    allow: &Allowlist,
    results: &[CaseResult],
    fams: &[(String, (usize, u64, Problem))],
) -> String {
    let mut cats = BTreeSet::new();
    let wanted: Vec<_> = fams
        .iter()
        .filter(|(f, _)| f.contains(&c.reduce_match))
        .collect();
    let mut order: Vec<_> = wanted
        .iter()
        .filter(|(_, (_, _, p))| cats.insert(p.category.clone()))
        .copied()
        .collect();
    for f in &wanted {
        if !order.iter().any(|o| o.0 == f.0) {
            order.push(f);
        }
    }
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
                let path = c.out.join(format!("reduced/family{k}.hpp"));
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
    fn generated_headers_are_valid_cxx_and_probed() {
        let dir = std::env::temp_dir().join(format!("cxx-fuzz-test-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let mut rejected = Vec::new();
        let mut classes = 0;
        for case in 0..40 {
            let (h, _) = draw_case(99, case, case % 2 == 0);
            let path = dir.join(format!("{case}.h"));
            fs::write(&path, &h).unwrap();
            if !runner::clang_accepts(&path) {
                rejected.push(path.display().to_string());
                continue;
            }
            // Every class the scanner finds is laid out by clang++.
            let found = clang_layout::classes_in(&h);
            let dumped = clang_layout::layouts(&dir, &path, &h).unwrap();
            for cl in &found {
                let last = cl.rsplit("::").next().unwrap();
                assert!(
                    dumped.contains_key(last),
                    "{cl} not laid out in case {case}"
                );
            }
            classes += found.len();
        }
        if std::env::var_os("CXX_FUZZ_KEEP").is_none() {
            assert!(rejected.len() <= 2, "clang++ rejects {rejected:?}");
        }
        assert!(classes > 40, "only {classes} classes in 40 headers");
        if std::env::var_os("CXX_FUZZ_KEEP").is_none() {
            let _ = fs::remove_dir_all(&dir);
        }
    }

    #[test]
    fn families_ignore_counters() {
        let p = |s: &str| Problem {
            category: "layout failure".into(),
            signature: s.into(),
            failing: true,
        };
        assert_eq!(
            family(&p("A12.m3 offset: Rust 4 vs clang++ 8")),
            family(&p("A7.m90 offset: Rust 4 vs clang++ 8"))
        );
    }
}
