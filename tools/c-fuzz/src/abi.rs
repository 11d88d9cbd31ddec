//! The ABI oracle inside the fuzzer (opt-in): with `FUZZ_VERIFY_ABI=1` our
//! bindgen runs with `--verify-abi`, so every generated function is also
//! checked against how clang calls it (a mismatch fails our run).

/// Whether the check is asked for.
pub fn enabled() -> bool {
    std::env::var("FUZZ_VERIFY_ABI").is_ok_and(|v| !v.is_empty() && v != "0")
}

/// Our run's flags, with `--verify-abi` first when the check is on (only
/// ours: upstream has no such flag).
pub fn ours_args(args: &[String]) -> Vec<String> {
    let mut out = Vec::with_capacity(args.len() + 1);
    if enabled() {
        out.push("--verify-abi".to_string());
    }
    out.extend(args.iter().cloned());
    out
}

/// The first mismatch our run reported, when the oracle failed it.
pub fn mismatch(stderr: &str) -> Option<String> {
    if !stderr.contains("ABI check:") {
        return None;
    }
    let first = stderr
        .lines()
        .skip_while(|l| !l.starts_with('`'))
        .take(6)
        .collect::<Vec<_>>()
        .join("\n");
    Some(if first.is_empty() {
        stderr
            .lines()
            .find(|l| l.contains("ABI check:"))
            .unwrap_or("")
            .to_string()
    } else {
        first
    })
}
