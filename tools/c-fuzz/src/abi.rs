//! The ABI oracle inside the fuzzers (opt-in): with `FUZZ_VERIFY_ABI=1` each
//! case whose bindings we generate is generated once more with
//! `--verify-abi`, so every function is also checked against how clang
//! calls it. `FUZZ_ABI_TARGET` (a clang/Rust triple) checks another
//! target's calls instead of the host's. Only mismatches are problems
//! here: bindings that do not compile are the compile stage's finding.
//! Shared with the C++ fuzzer by path.

use std::path::Path;

/// Whether the check is asked for.
pub fn enabled() -> bool {
    std::env::var("FUZZ_VERIFY_ABI").is_ok_and(|v| !v.is_empty() && v != "0")
}

/// What one case's check found.
#[derive(Debug, Clone, Default)]
pub struct AbiRun {
    /// Functions whose calls were compared (0 when the check did not run
    /// to the end: no function, or the bindings did not compile).
    pub checked: usize,
    /// The first mismatch (function, C and Rust sides), if any.
    pub mismatch: Option<String>,
}

/// Runs our bindgen with `--verify-abi` in `dir`; `None` when the check is
/// not asked for.
pub fn check(bin: &Path, header: &Path, args: &[String], dir: &Path) -> Option<AbiRun> {
    if !enabled() {
        return None;
    }
    let mut flags = vec!["--verify-abi".to_string()];
    flags.extend(args.iter().cloned());
    if let Ok(t) = std::env::var("FUZZ_ABI_TARGET") {
        if !t.is_empty() {
            if !flags.iter().any(|f| f == "--") {
                flags.push("--".into());
            }
            flags.push(format!("--target={t}"));
        }
    }
    let run = crate::runner::bindgen(bin, header, &flags, dir);
    Some(AbiRun {
        checked: checked(&run.stderr),
        mismatch: mismatch(&run.stderr),
    })
}

/// The number of functions checked, from the success line
/// (`verify-abi: T: N functions checked, ...`) or the mismatch report
/// (`ABI check: T: N functions checked, mismatches:`).
fn checked(stderr: &str) -> usize {
    stderr
        .lines()
        .filter(|l| l.starts_with("verify-abi: ") || l.contains("ABI check: "))
        .find_map(|l| {
            let (before, _) = l.split_once(" functions checked")?;
            before.rsplit(' ').next()?.parse().ok()
        })
        .unwrap_or(0)
}

/// The first mismatch in our run's error output.
fn mismatch(stderr: &str) -> Option<String> {
    if !stderr.contains("functions checked, mismatches") {
        return None;
    }
    Some(
        stderr
            .lines()
            .skip_while(|l| !l.starts_with('`'))
            .take(6)
            .collect::<Vec<_>>()
            .join("\n"),
    )
}

/// The summary line over all cases: cases checked, functions compared,
/// cases with a mismatch.
pub fn summary_line(runs: impl Iterator<Item = Option<(usize, bool)>>) -> Option<String> {
    let (mut cases, mut fns, mut bad) = (0, 0, 0);
    for (n, mismatched) in runs.flatten() {
        cases += 1;
        fns += n;
        bad += usize::from(mismatched);
    }
    enabled().then(|| {
        format!(
            "verify-abi: {cases} cases checked, {fns} functions compared, {bad} cases with a \
             mismatch\n"
        )
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn only_mismatches_count() {
        let err = "Unable to generate bindings: ABI check: x86_64: 2 functions checked, mismatches:\n(tools)\n`f` (symbol `f`)\n    C:    int f(void)\n";
        assert!(super::mismatch(err).is_some_and(|m| m.starts_with("`f`")));
        assert_eq!(super::checked(err), 2);
        assert!(super::mismatch("ABI check: rustc: the bindings do not compile").is_none());
        let ok = "verify-abi: x86_64-unknown-linux-gnu: 7 functions checked, 0 not checked, 0 mismatches (x)\n";
        assert_eq!(super::checked(ok), 7);
        assert!(super::mismatch(ok).is_none());
    }
}
