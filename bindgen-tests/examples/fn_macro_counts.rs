//! Counts and checks `--generate-fn-macros` on one input (run by
//! `scripts/fn_macro_counts.sh`):
//!
//! ```text
//! fn_macro_counts LABEL HEADER BINDINGS.rs DEFINES.h WORKDIR [CLANG ARGS...]
//! ```
//!
//! - DEFINES.h is `clang -dM -E` of HEADER with the same CLANG ARGS: the
//!   function-like macros are counted from it;
//! - the C-side check: each macro is called with `1` for every parameter
//!   inside a `_Static_assert`, compiled with HEADER and CLANG ARGS; those
//!   clang accepts are the constant expressions over their parameters;
//! - BINDINGS.rs (our output with `--generate-fn-macros`) gives the
//!   functions, which are compared with C on 1,000 random argument tuples
//!   each; the C side includes HEADER with CLANG ARGS, less the code
//!   generation flags a user-space object cannot have (`evaluator_args`:
//!   so the kernel's macros, with all of the kernel's declarations, run in
//!   a user-space program).
//!
//! Prints one line of counts; exits 1 on any mismatch, and when a function
//! could not be compared (its C call did not compile).

use bindgen_tests::fn_macro_diff::{compare, signatures, CSide};
use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

/// `#define NAME(params) body` lines of a `-dM` dump: name -> parameters
/// (`None` when variadic).
fn function_macros(defines: &str) -> Vec<(String, Option<Vec<String>>)> {
    let mut out = Vec::new();
    for line in defines.lines() {
        let Some(rest) = line.strip_prefix("#define ") else {
            continue;
        };
        let name_end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if rest[name_end..].starts_with('(') {
            let close = rest[name_end..]
                .find(')')
                .map_or(rest.len(), |c| name_end + c);
            let params: Vec<String> = rest[name_end + 1..close]
                .split(',')
                .map(|p| p.trim().to_string())
                .filter(|p| !p.is_empty())
                .collect();
            let variadic = params.iter().any(|p| p.ends_with("..."));
            out.push((rest[..name_end].to_string(), (!variadic).then_some(params)));
        }
    }
    out
}

/// The macros clang accepts as integer constant expressions with `1` for
/// every parameter (variadic ones get one `1`).
fn constant_expressions(
    header: &Path,
    macros: &[(String, Option<Vec<String>>)],
    clang: &str,
    clang_args: &[String],
    dir: &Path,
) -> BTreeSet<String> {
    let mut live: Vec<usize> = (0..macros.len()).collect();
    for _round in 0..6 {
        let mut c = format!("#include \"{}\"\n", header.display());
        let first_line = 2;
        for &i in &live {
            let (name, params) = &macros[i];
            let n = params.as_ref().map_or(1, Vec::len);
            let args = vec!["1"; n].join(", ");
            let _ = writeln!(c, "_Static_assert(({name}({args})) || 1, \"\");");
        }
        let path = dir.join("constant_check.c");
        std::fs::write(&path, c).expect("write the check");
        let out = Command::new(clang)
            .args(clang_args)
            .args([
                "-fsyntax-only",
                "-ferror-limit=0",
                "-fno-caret-diagnostics",
                "-w",
                "-Wno-error",
            ])
            .arg(&path)
            .output()
            .expect("run clang");
        let stderr = String::from_utf8_lossy(&out.stderr);
        let prefix = format!("{}:", path.display());
        let failed: BTreeSet<usize> = stderr
            .lines()
            .filter(|l| l.contains(": error:") || l.contains(": fatal error:"))
            .filter_map(|l| l.strip_prefix(&prefix))
            .filter_map(|l| l.split(':').next()?.parse::<usize>().ok())
            .filter(|&line| line >= first_line)
            .map(|line| line - first_line)
            .collect();
        if failed.is_empty() {
            if !out.status.success() {
                panic!("the constant check fails outside its lines:\n{stderr}");
            }
            break;
        }
        live = live
            .iter()
            .enumerate()
            .filter(|(k, _)| !failed.contains(k))
            .map(|(_, &i)| i)
            .collect();
    }
    live.into_iter().map(|i| macros[i].0.clone()).collect()
}

/// The `pub const fn` items of the bindings (with their doc comments),
/// nothing else: they only call each other and `core`, so they compile
/// alone.
fn const_fns(src: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    let mut doc = None;
    for line in src.lines() {
        if line.starts_with("#[doc = ") {
            doc = Some(line);
            continue;
        }
        if line.starts_with("pub const fn ") {
            inside = true;
            if let Some(d) = doc {
                out.push_str(d);
                out.push('\n');
            }
        }
        doc = None;
        if inside {
            out.push_str(line);
            out.push('\n');
            if line == "}" {
                inside = false;
            }
        }
    }
    out
}

/// The input's clang arguments for the C evaluators, which run in a
/// user-space process: the preprocessor and language flags stay (the
/// macros must mean what they mean to the input), while the code generation
/// flags of a kernel build that a user-space object cannot have are dropped
/// (`-mcmodel=kernel` and `-fstack-protector*` move the stack guard to `%gs`,
/// `-fno-PIE` objects do not link into the host's PIE), and so are the
/// warning flags (the evaluators pick their own) and `-fno-strict-overflow`
/// (`-fwrapv`): it defines signed overflow, and the check keeps ISO C's
/// rules, where overflow is undefined and the functions panic.
fn evaluator_args(args: &[String]) -> Vec<String> {
    let dropped = |a: &str| {
        (a.starts_with("-W") && !a.starts_with("-Wp,"))
            || a.starts_with("-mcmodel=")
            || a.starts_with("-fstack-protector")
            || a.starts_with("-mretpoline")
            || matches!(
                a,
                "-fno-PIE" | "-fno-pie" | "-fno-strict-overflow" | "-fwrapv" | "-pg" | "-mfentry"
            )
    };
    let mut out: Vec<String> = args.iter().filter(|a| !dropped(a)).cloned().collect();
    out.push("-fno-stack-protector".into());
    out
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [label, header, bindings, defines, work, clang_args @ ..] = args.as_slice() else {
        eprintln!(
            "usage: fn_macro_counts LABEL HEADER BINDINGS.rs DEFINES.h WORKDIR [CLANG ARGS...]"
        );
        std::process::exit(2);
    };
    let clang = std::env::var("CLANG").unwrap_or_else(|_| "clang".into());
    std::fs::create_dir_all(work).expect("work directory");
    // Absolute: the C side includes files from here.
    let work = std::fs::canonicalize(work).expect("work directory");
    let defines_text = std::fs::read_to_string(defines).expect("read the defines");
    let macros = function_macros(&defines_text);
    let constant = constant_expressions(Path::new(header), &macros, &clang, clang_args, &work);

    let full = std::fs::read_to_string(bindings).expect("read the bindings");
    let rust = const_fns(&full);
    let sigs = signatures(&rust);
    let translated: BTreeSet<String> = sigs.iter().map(|s| s.name.clone()).collect();
    let of_constant = translated.intersection(&constant).count();
    let params: HashMap<String, Vec<String>> = macros
        .iter()
        .filter_map(|(n, p)| Some((n.clone(), p.clone()?)))
        .collect();

    // The C side: the header itself, with its flags (`evaluator_args`).
    let c_args = evaluator_args(clang_args);
    let c = CSide {
        include: Path::new(header),
        clang_args: &c_args,
        clang: &clang,
        params: &params,
    };
    let report = compare(&c, &rust, &sigs, 1000, &work);
    let missed: Vec<&String> = constant.difference(&translated).collect();
    std::fs::write(
        work.join("constant_not_translated.txt"),
        missed.iter().map(|s| format!("{s}\n")).collect::<String>(),
    )
    .expect("write the list");
    println!(
        "{label}: function-like macros {}, constant expressions (clang) {}, translated {} ({} of the constant ones: {:.1}%), compared {} x {} tuples: {} equal, {} trapped in both, {} mismatches; not compiled on the C side: {}",
        macros.len(),
        constant.len(),
        translated.len(),
        of_constant,
        if constant.is_empty() { 100.0 } else { 100.0 * of_constant as f64 / constant.len() as f64 },
        report.functions,
        report.tuples,
        report.equal,
        report.trapped,
        report.mismatches.len(),
        report.unchecked.len()
    );
    let mut failed = false;
    if !report.unchecked.is_empty() {
        eprintln!("{label}: not checked: {}", report.unchecked.join(" "));
        failed = true;
    }
    if !report.mismatches.is_empty() {
        for m in report.mismatches.iter().take(30) {
            eprintln!("  {m}");
        }
        failed = true;
    }
    if failed {
        std::process::exit(1);
    }
}
