//! Test bench for bindgen: the golden harness and the helpers that the
//! integration tests in `tests/` share.
//!
//! A test case is a header `headers/<name>.h`. Its first line may be
//! `// bindgen-flags: <flags>`: the flags are split like a shell would
//! (`shlex`) and passed to the CLI parser after the header path, so `--`
//! separates clang arguments exactly as on the command line. The text
//! `{headers}` inside a flag is replaced by the absolute path of `headers/`
//! (for `-I{headers}/include`), so no test depends on the working directory.
//!
//! Every golden comparison goes through [`assert_golden`], which also
//! blesses: `BINDGEN_OVERWRITE_EXPECTED=1 cargo test -p bindgen-tests`.

pub mod fn_macro_diff;

use std::io::IsTerminal as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

/// Environment variable that makes [`assert_golden`] rewrite goldens.
pub const OVERWRITE_ENV: &str = "BINDGEN_OVERWRITE_EXPECTED";

/// Prefix of the optional first line of a test header.
const FLAGS_PREFIX: &str = "// bindgen-flags:";

/// `bindgen-tests/`, absolute.
pub fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `bindgen-tests/headers/`, absolute.
pub fn headers_dir() -> PathBuf {
    crate_dir().join("headers")
}

/// `bindgen-tests/expectations/tests/`, where the goldens live.
pub fn goldens_dir() -> PathBuf {
    crate_dir().join("expectations").join("tests")
}

/// Absolute path of the header of test case `name`: `name.hpp` for a C++
/// case, else `name.h`.
pub fn header_path(name: &str) -> PathBuf {
    let cxx = headers_dir().join(format!("{name}.hpp"));
    if cxx.is_file() {
        return cxx;
    }
    headers_dir().join(format!("{name}.h"))
}

/// Absolute path of the golden of test case `name`.
pub fn golden_path(name: &str) -> PathBuf {
    goldens_dir().join(format!("{name}.rs"))
}

/// Names (file stems) of every C test header (`.h`), sorted. C++ cases
/// (`.hpp`) are left out: the C differential probes compile C only.
pub fn list_headers() -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(headers_dir())
        .expect("bindgen-tests/headers exists")
        .filter_map(|entry| {
            let path = entry.expect("readable directory entry").path();
            let is_header = path.extension().is_some_and(|ext| ext == "h");
            if !path.is_file() || !is_header {
                return None;
            }
            Some(path.file_stem()?.to_str()?.to_owned())
        })
        .collect();
    names.sort();
    names
}

/// The flags of a header's `// bindgen-flags:` line, split and expanded.
///
/// Panics when the line cannot be split (unbalanced quotes): a broken test
/// case should fail loudly, not run with different flags.
pub fn header_flags(name: &str) -> Vec<String> {
    let path = header_path(name);
    let text =
        fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let first_line = text.lines().next().unwrap_or("");
    let Some(rest) = first_line.strip_prefix(FLAGS_PREFIX) else {
        return Vec::new();
    };
    let headers = headers_dir();
    let headers = headers.to_str().expect("headers dir is UTF-8");
    shlex::split(rest)
        .unwrap_or_else(|| panic!("{}: cannot split the bindgen-flags line", path.display()))
        .into_iter()
        .map(|flag| flag.replace("{headers}", headers))
        .collect()
}

/// The clang arguments of a header (everything after the first `--`).
pub fn header_clang_args(name: &str) -> Vec<String> {
    let flags = header_flags(name);
    match flags.iter().position(|f| f == "--") {
        Some(pos) => flags[pos + 1..].to_vec(),
        None => Vec::new(),
    }
}

/// The full CLI argument list for test case `name`:
/// `["bindgen", <absolute header>, <flags>...]`.
pub fn bindgen_args(name: &str) -> Vec<String> {
    let header = header_path(name);
    let header = header.to_str().expect("header path is UTF-8").to_owned();
    let mut args = vec!["bindgen".to_owned(), header];
    args.extend(header_flags(name));
    args
}

/// Parses `args` like the CLI does, returning the builder.
fn builder_for(args: &[String]) -> bindgen::Builder {
    match bindgen::builder_from_flags(args.iter().cloned()) {
        Ok((builder, _output, _verbose)) => builder,
        Err(e) => panic!("the CLI parser rejected {args:?}: {e}"),
    }
}

/// Runs the generator, panicking with the error text on failure.
fn generate(builder: bindgen::Builder, what: &str) -> String {
    match builder.generate() {
        Ok(bindings) => bindings.to_string(),
        Err(e) => panic!("{what}: bindgen failed: {e}"),
    }
}

/// The golden test for header `name`.
///
/// 1. Generates the bindings twice from the same flags (the second time
///    without direct printing), then a third time with code generation split
///    between two threads; the bytes must be identical.
/// 2. Compares them with the golden through [`assert_golden`].
/// 3. Feeds `Builder::command_line_flags()` back through the CLI parser;
///    the result must generate the same bytes (flags round trip).
pub fn run_golden(name: &str) {
    let args = bindgen_args(name);

    let builder = builder_for(&args);
    let round_trip_flags = builder.command_line_flags();
    let first = generate(builder, name);
    // The second run also turns off the direct rustfmt-layout printing and
    // every shortcut of the macro pipeline (late join, table built on the
    // worker, early helper unit), so it checks determinism and that each
    // fast path gives the same bytes as its plain twin.
    let second = generate(
        builder_for(&args)
            .fast_format(false)
            .macro_fast_paths(false),
        name,
    );
    if first != second {
        // Without rustfmt the second run cannot format at all: say that,
        // rather than report a determinism bug.
        let rustfmt_runs = std::process::Command::new("rustfmt")
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success());
        assert!(
            rustfmt_runs,
            "{name}: rustfmt is not installed (the golden harness formats its second run \
             with rustfmt); install it with `rustup component add rustfmt`"
        );
        eprintln!(
            "{}",
            unified_diff(
                &first,
                &second,
                "first run",
                "second run (no fast formatting)"
            )
        );
        panic!("{name}: two runs with the same flags gave different output");
    }

    // A third run splits code generation between two threads, as for big
    // inputs (`codegen/parallel.rs`): the bytes must not change.
    let split = generate(builder_for(&args).codegen_split_always(true), name);
    if first != split {
        eprintln!(
            "{}",
            unified_diff(&first, &split, "one thread", "two threads")
        );
        panic!("{name}: splitting code generation between threads changed the output");
    }

    assert_golden(name, &first);

    let mut rt_args = vec!["bindgen".to_owned()];
    rt_args.extend(round_trip_flags);
    let round_trip = generate(builder_for(&rt_args), &format!("{name} (round trip)"));
    if round_trip != first {
        eprintln!(
            "{}",
            unified_diff(&first, &round_trip, "original flags", "round-tripped flags")
        );
        panic!(
            "{name}: command_line_flags() did not round-trip\n  original: {:?}\n  round trip: {:?}",
            &args[1..],
            &rt_args[1..]
        );
    }
}

/// Compares `actual` with the golden `expectations/tests/<name>.rs`.
///
/// On a mismatch prints a unified diff and the bless command, then panics.
/// With `BINDGEN_OVERWRITE_EXPECTED=1` it writes `actual` to the golden
/// instead (only when the content changed) and passes.
pub fn assert_golden(name: &str, actual: &str) {
    let path = golden_path(name);
    if env::var_os(OVERWRITE_ENV).is_some_and(|v| v == "1") {
        bless(&path, actual);
        return;
    }
    let expected = match fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            eprintln!("golden {} does not exist yet", path.display());
            String::new()
        }
        Err(e) => panic!("cannot read {}: {e}", path.display()),
    };
    if expected == actual {
        return;
    }
    eprintln!("{}", unified_diff(&expected, actual, "expected", "actual"));
    eprintln!(
        "golden mismatch for {name} ({})\nreview the diff, then bless with:\n  \
         {OVERWRITE_ENV}=1 cargo test -p bindgen-tests --test golden golden_{}",
        path.display(),
        test_fn_suffix(name)
    );
    panic!("{name}: output differs from {}", path.display());
}

/// Writes a golden, creating its directory; leaves unchanged files alone.
fn bless(path: &Path, actual: &str) {
    if fs::read_to_string(path).is_ok_and(|old| old == actual) {
        return;
    }
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
    }
    fs::write(path, actual).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
}

/// Same mapping as `build.rs` uses for test function names.
fn test_fn_suffix(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect()
}

/// A unified diff of two texts, coloured when stderr is a terminal.
pub fn unified_diff(old: &str, new: &str, old_name: &str, new_name: &str) -> String {
    let diff = similar::TextDiff::from_lines(old, new);
    let text = diff
        .unified_diff()
        .context_radius(3)
        .header(old_name, new_name)
        .to_string();
    let colour = std::io::stderr().is_terminal() && env::var_os("NO_COLOR").is_none();
    if !colour {
        return text;
    }
    text.lines()
        .map(|line| match line.as_bytes().first() {
            Some(b'+') if !line.starts_with("+++") => format!("\x1b[32m{line}\x1b[0m"),
            Some(b'-') if !line.starts_with("---") => format!("\x1b[31m{line}\x1b[0m"),
            Some(b'@') => format!("\x1b[36m{line}\x1b[0m"),
            _ => line.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Reports that `tool` is missing for the test `test`: with `CI` set in the
/// environment this panics (a CI machine without the tool must not pass a
/// test that then checks nothing); elsewhere it prints a note and the caller
/// returns early.
pub fn tool_missing(test: &str, tool: &str) {
    if env::var_os("CI").is_some_and(|v| !v.is_empty()) {
        panic!("{test}: needs {tool}, which is not available, and CI is set");
    }
    eprintln!("{test}: {tool} not available; skipped (this fails when CI is set)");
}

/// Runs `cmd` and panics with its output, labelled `what`, unless it
/// succeeds (the build steps of the tests that compile and link C).
pub fn run_command(cmd: &mut std::process::Command, what: &str) {
    let out = cmd.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(
        out.status.success(),
        "{what} failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Whether `tool --version` runs (a tool a test needs is installed).
pub fn tool_available(tool: &str) -> bool {
    std::process::Command::new(tool)
        .arg("--version")
        .output()
        .is_ok()
}
