//! The ABI oracle inside the fuzzer (opt-in): with `FUZZ_VERIFY_ABI=1` each
//! case whose bindings we generate is generated once more with
//! `--verify-abi`, so every function is also checked against how clang
//! calls it. Only mismatches are reported here: bindings that do not
//! compile are the compile stage's finding.

use std::path::Path;

/// Whether the check is asked for.
pub fn enabled() -> bool {
    std::env::var("FUZZ_VERIFY_ABI").is_ok_and(|v| !v.is_empty() && v != "0")
}

/// Runs our bindgen with `--verify-abi` in `dir`; the first mismatch it
/// reports (function, C and Rust sides), if any.
pub fn check(bin: &Path, header: &Path, args: &[String], dir: &Path) -> Option<String> {
    if !enabled() {
        return None;
    }
    let mut flags = vec!["--verify-abi".to_string()];
    flags.extend(args.iter().cloned());
    let run = crate::runner::bindgen(bin, header, &flags, dir);
    mismatch(&run.stderr)
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

#[cfg(test)]
mod tests {
    #[test]
    fn only_mismatches_count() {
        let err = "Unable to generate bindings: ABI check: x86_64: 2 functions checked, mismatches:\n(tools)\n`f` (symbol `f`)\n    C:    int f(void)\n";
        assert!(super::mismatch(err).is_some_and(|m| m.starts_with("`f`")));
        assert!(super::mismatch("ABI check: rustc: the bindings do not compile").is_none());
    }
}
