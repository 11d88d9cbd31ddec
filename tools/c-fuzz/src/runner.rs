//! Running the two bindgens, rustc and the layout tests on one case.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Seconds one bindgen, rustc or test run may take.
const TIMEOUT: &str = "120";

/// The programs a run uses.
#[derive(Debug, Clone)]
pub struct Tools {
    /// Our CLI.
    pub ours: PathBuf,
    /// Upstream bindgen-cli 0.73.2.
    pub upstream: PathBuf,
    /// rustc.
    pub rustc: String,
    /// The stand-in `libloading` rlib (for `--dynamic-loading` output),
    /// when it could be built.
    pub libloading: Option<PathBuf>,
}

/// Builds the stand-in `libloading` crate (tools/c-fuzz/stub) into `dir`.
pub fn build_libloading_stub(rustc: &str, dir: &Path) -> Option<PathBuf> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("stub/libloading.rs");
    let out = dir.join("liblibloading.rlib");
    let ok = Command::new(rustc)
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "rlib",
            "--crate-name",
            "libloading",
            "-o",
        ])
        .arg(&out)
        .arg(src)
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    ok.then_some(out)
}

/// How one bindgen run ended.
#[derive(Debug, Clone)]
pub struct Run {
    /// Exit status; `None` when killed by a signal.
    pub code: Option<i32>,
    /// Its stderr.
    pub stderr: String,
    /// Where its stdout (the bindings) went.
    pub output: PathBuf,
}

impl Run {
    /// Exit 0.
    pub fn ok(&self) -> bool {
        self.code == Some(0)
    }

    /// A panic, a signal or a timeout (rather than a clean error).
    pub fn crashed(&self) -> bool {
        matches!(
            self.code,
            None | Some(101) | Some(124) | Some(134) | Some(139)
        )
    }

    /// The first line saying what went wrong.
    pub fn first_error(&self) -> String {
        let line = self
            .stderr
            .lines()
            .find(|l| l.contains("panicked") || l.contains("rror"))
            .or_else(|| self.stderr.lines().last())
            .unwrap_or("(no stderr)");
        match self.code {
            Some(124) => format!("timeout: {line}"),
            _ => line.chars().take(200).collect(),
        }
    }
}

/// Runs a bindgen on `header` with `flags` in its own working directory
/// `dir` (some flags write files there); the bindings go to `dir.rs`.
pub fn bindgen(bin: &Path, header: &Path, flags: &[String], dir: &Path) -> Run {
    let _ = fs::remove_dir_all(dir);
    let _ = fs::create_dir_all(dir);
    let output = dir.with_extension("rs");
    let out = Command::new("timeout")
        .arg(TIMEOUT)
        .arg(bin)
        .arg(header)
        .args(flags)
        .current_dir(dir)
        .env("RUST_BACKTRACE", "0")
        .stdin(Stdio::null())
        .output();
    match out {
        Ok(o) => {
            let _ = fs::write(&output, &o.stdout);
            if o.status.success() && !formatted_by_rustfmt(flags) {
                reformat(&output);
            }
            Run {
                code: o.status.code(),
                stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
                output,
            }
        }
        Err(e) => Run {
            code: None,
            stderr: format!("cannot run {}: {e}", bin.display()),
            output,
        },
    }
}

/// Whether the flags leave the output as rustfmt lays it out (the default
/// `--formatter rustfmt`).
fn formatted_by_rustfmt(flags: &[String]) -> bool {
    !flags
        .windows(2)
        .any(|w| w[0] == "--formatter" && w[1] != "rustfmt")
}

/// Lays `file` out with rustfmt (left as it is when rustfmt fails): the
/// classifier's checks read rustfmt's layout (`pub struct X {` alone on
/// its line), so both sides of a `--formatter none` or `prettyplease`
/// case are read in it.
fn reformat(file: &Path) {
    let _ = Command::new("rustfmt")
        .args(["--edition", "2021"])
        .arg(file)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
}

/// Whether clang accepts the header (`clang -fsyntax-only`).
pub fn clang_accepts(header: &Path) -> bool {
    Command::new("clang")
        .arg("-fsyntax-only")
        .arg("-Wno-everything")
        .arg(header)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false)
}

/// Compiles bindings as a test crate (`--test`, so the layout tests are in
/// it, and everything a `lib` build checks is checked). Ok: the test binary.
/// Err: the first error, with its code, then a newline and all of rustc's
/// output.
pub fn compile(tools: &Tools, rs: &Path, edition: &str) -> Result<PathBuf, String> {
    let bin = rs.with_extension("test");
    let out = Command::new("timeout")
        .arg(TIMEOUT)
        .arg(&tools.rustc)
        .args([
            "--edition",
            edition,
            "--crate-type",
            "lib",
            "--test",
            "-A",
            "warnings",
        ])
        .args(["--crate-name", "fuzzed", "-C", "debuginfo=0", "-o"])
        .arg(&bin)
        .args(
            tools
                .libloading
                .iter()
                .flat_map(|l| ["--extern".into(), format!("libloading={}", l.display())]),
        )
        .arg(rs)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    if out.status.success() {
        return Ok(bin);
    }
    let err = String::from_utf8_lossy(&out.stderr);
    let first = err
        .lines()
        .find(|l| l.starts_with("error"))
        .unwrap_or("rustc failed without an error line");
    Err(first.chars().take(200).collect::<String>() + "\n" + &err)
}

/// The records whose layout checks fail in rustc's errors (`["Size of X"]`,
/// `["Alignment of X"]`, `["Offset of field: X::f"]` in the quoted source of
/// an E0080), or whose `repr` rustc rejects (packed and aligned, E0587 and
/// E0588): their C layout is not what the bindings say.
pub fn failed_layout_records(rustc_errors: &str) -> Vec<String> {
    let mut out = Vec::new();
    // E0587/E0588: packed and aligned at once (the record's own line is
    // quoted after the error line).
    let mut repr_conflict = false;
    let mut too_big = false;
    for line in rustc_errors.lines() {
        if line.starts_with("error") {
            repr_conflict = line.starts_with("error[E0587]") || line.starts_with("error[E0588]");
        }
        if repr_conflict {
            for kw in ["pub struct ", "pub union "] {
                if let Some(i) = line.find(kw) {
                    let rest = &line[i + kw.len()..];
                    let end = rest.find([' ', '{', '<']).unwrap_or(rest.len());
                    out.push(rest[..end].to_owned());
                    repr_conflict = false;
                }
            }
        }
        // A record so wrong its layout test cannot even be built (padding
        // of a negative size: `[u8; 18446744073709551608]` is too big).
        if line.starts_with("error") {
            too_big = line.starts_with("error[E0080]") && line.contains("too big");
        }
        if too_big {
            if let Some(rest) = line.split("MaybeUninit<").nth(1) {
                let name = rest.split(['>', ':']).next().unwrap_or("").to_owned();
                if !name.is_empty() && !out.contains(&name) {
                    out.push(name);
                }
                too_big = false;
            }
        }
        // A check rustfmt split over two lines quotes only its expression.
        for (open, close) in [
            ("offset_of!(", ','),
            ("size_of::<", '>'),
            ("align_of::<", '>'),
        ] {
            if let Some(rest) = line.split(open).nth(1).filter(|_| line.contains("usize]")) {
                let name = rest.split(close).next().unwrap_or("").trim().to_owned();
                if !name.is_empty() && !name.contains(' ') && !out.contains(&name) {
                    out.push(name);
                }
            }
        }
        for prefix in ["[\"Size of ", "[\"Alignment of ", "[\"Offset of field: "] {
            let Some(i) = line.find(prefix) else { continue };
            let rest = &line[i + prefix.len()..];
            let end = rest.find(['"', ':']).unwrap_or(rest.len());
            let name = rest[..end].to_owned();
            if !name.is_empty() && !out.contains(&name) {
                out.push(name);
            }
        }
    }
    out
}

/// The records whose `#[derive(...)]` rustc rejects in `source` (an error
/// quoting "in this derive macro expansion" on the derive line of the
/// record: upstream derives a trait a member lacks, E0277 and the like),
/// and the records holding one of them by value, whose derives rely on it.
pub fn failed_derive_records(rustc_errors: &str, source: &str) -> Vec<String> {
    let lines: Vec<&str> = source.lines().collect();
    let record_at = |line: usize| -> Option<String> {
        lines.iter().skip(line).take(8).find_map(|l| {
            ["pub struct ", "pub union "].iter().find_map(|kw| {
                let rest = l.strip_prefix(kw)?;
                let end = rest.find([' ', '{', '<', '(']).unwrap_or(rest.len());
                Some(rest[..end].to_owned())
            })
        })
    };
    let mut out: Vec<String> = Vec::new();
    let mut previous = "";
    for line in rustc_errors.lines() {
        // A trait derived twice: `conflicting implementations of trait `X`
        // for type `R`` (E0119).
        if let Some(rest) = line
            .strip_prefix("error[E0119]: conflicting implementations of trait")
            .and_then(|r| r.split("for type `").nth(1))
        {
            let name = rest.split('`').next().unwrap_or("").to_owned();
            if !name.is_empty() && !out.contains(&name) {
                out.push(name);
            }
        }
        // `647 | #[derive(Debug, ...)]` then `|   ----- in this derive ...`
        if line.contains("in this derive macro expansion") {
            let number = previous.split('|').next().unwrap_or("").trim();
            if let Some(name) = number.parse::<usize>().ok().and_then(|n| record_at(n - 1)) {
                if !out.contains(&name) {
                    out.push(name);
                }
            }
        }
        previous = line;
    }
    // Records holding a broken one (a field's type names it) derive on it.
    with_holders(&lines, out)
}

/// `records` and the records of `source` holding one of them by value,
/// directly or through others (a field's type names it): their derives
/// rely on those records'.
pub fn holders_of(source: &str, records: &[String]) -> Vec<String> {
    let lines: Vec<&str> = source.lines().collect();
    with_holders(&lines, records.to_vec())
}

fn with_holders(lines: &[&str], mut out: Vec<String>) -> Vec<String> {
    let blocks = record_fields(lines);
    loop {
        let before = out.len();
        for (name, fields) in &blocks {
            let holds = fields.iter().any(|f| names_any(f, &out));
            if holds && !out.contains(name) {
                out.push(name.clone());
            }
        }
        if out.len() == before {
            break;
        }
    }
    out
}

/// The records rustc rejects for what they hold (`E0740`: a union member
/// that is not `Copy`; `E0204`: `Copy` derived over a member that is not;
/// `E0392`: a generic parameter no member uses, upstream's opaque
/// `--flexarray-dst` struct):
/// the record around the line each such error points at in `source`.
pub fn failed_copy_records(rustc_errors: &str, source: &str) -> Vec<String> {
    let lines: Vec<&str> = source.lines().collect();
    let mut out: Vec<String> = Vec::new();
    let mut wanted = false;
    for line in rustc_errors.lines() {
        if line.starts_with("error") {
            wanted = ["error[E0740]", "error[E0204]", "error[E0392]"]
                .iter()
                .any(|code| line.starts_with(code));
            continue;
        }
        let Some(at) = line.trim_start().strip_prefix("--> ").filter(|_| wanted) else {
            continue;
        };
        wanted = false;
        let Some(n) = at.split(':').nth(1).and_then(|n| n.parse::<usize>().ok()) else {
            continue;
        };
        // The record whose derive line `n` is, or whose body holds it.
        let record = |i: usize| {
            ["pub struct ", "pub union "].iter().find_map(|kw| {
                let rest = lines.get(i)?.strip_prefix(kw)?;
                let end = rest.find([' ', '{', '<', '(']).unwrap_or(rest.len());
                Some(rest[..end].to_owned())
            })
        };
        let i = n.saturating_sub(1);
        let enclosing = if lines.get(i).is_some_and(|l| l.starts_with("#[")) {
            (i..i + 8).find_map(record)
        } else {
            (0..=i).rev().find_map(record)
        };
        if let Some(name) = enclosing.filter(|n| !out.contains(n)) {
            out.push(name);
        }
    }
    out
}

/// Each `pub struct`/`pub union` of `lines` with the type text of its fields.
/// The types of `source` that `roots` reach: the roots, the types nested
/// in them (named `Root_...`: an opaque blob mentions none of them), every
/// type named in the fields or target of one reached, and the typedefs of
/// one reached (`va_list` over a reached `__va_list_tag`), transitively.
pub fn reached_from(source: &str, roots: &[String]) -> Vec<String> {
    let lines: Vec<&str> = source.lines().collect();
    let mut items = record_fields(&lines);
    let records = items.len();
    for l in &lines {
        if let Some((name, target)) = l
            .strip_prefix("pub type ")
            .and_then(|r| r.split_once(" = "))
        {
            items.push((name.to_owned(), vec![target.to_owned()]));
        }
    }
    let words = |fields: &[String]| -> Vec<String> {
        fields
            .iter()
            .flat_map(|f| words_of(f))
            .filter(|w| items.iter().any(|(n, _)| n == w))
            .map(str::to_owned)
            .collect()
    };
    let mut out = roots.to_vec();
    loop {
        let before = out.len();
        for (i, (name, fields)) in items.iter().enumerate() {
            let named = words(fields);
            let reached = out.contains(name);
            if reached {
                for w in named {
                    if !out.contains(&w) {
                        out.push(w);
                    }
                }
            } else if roots.iter().any(|r| name.starts_with(&format!("{r}_")))
                || i >= records && named.iter().any(|w| out.contains(w))
            {
                out.push(name.clone());
            }
        }
        if out.len() == before {
            break;
        }
    }
    out
}

/// The unions of `source` (upstream's output) with a member whose type
/// names one of `records` (directly or in an array): upstream writes them
/// natively, ours as wrapper structs when such a record is not `Copy`.
pub fn unions_holding(source: &str, records: &[String]) -> Vec<String> {
    let lines: Vec<&str> = source.lines().collect();
    let unions: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("pub union "))
        .filter_map(|rest| rest.split([' ', '{', '<']).next())
        .collect();
    record_fields(&lines)
        .into_iter()
        .filter(|(name, _)| unions.contains(&name.as_str()))
        .filter(|(_, fields)| fields.iter().any(|f| names_any(f, records)))
        .map(|(name, _)| name)
        .collect()
}

/// The records of `source` (upstream's output) holding one of `records`
/// by value (a member of its type, an array of it, a union field of it),
/// directly or through other such holders and type aliases of them
/// (`pub type T = R;`, seed 7514 case 246); pointers do not count.
/// Upstream claims them `Copy` where `records` are not.
pub fn by_value_holders(source: &str, records: &[String]) -> Vec<String> {
    let lines: Vec<&str> = source.lines().collect();
    let blocks = record_fields(&lines);
    let aliases: Vec<(&str, &str)> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("pub type ")?.split_once(" = "))
        .map(|(n, t)| (n, t.trim_end_matches(';')))
        .collect();
    let mut all: Vec<String> = records.to_vec();
    loop {
        let before = all.len();
        for (name, target) in &aliases {
            if all.iter().any(|r| r == target) && !all.iter().any(|r| r == name) {
                all.push((*name).to_owned());
            }
        }
        for (name, fields) in &blocks {
            // (A pointer, also a function pointer, copies whatever it
            // points at.)
            let holds = fields
                .iter()
                .any(|f| !f.contains('*') && !f.contains("fn(") && names_any(f, &all));
            if holds && !all.contains(name) {
                all.push(name.clone());
            }
        }
        if all.len() == before {
            break;
        }
    }
    all.split_off(records.len())
}

/// The identifiers of a field's Rust type text.
fn words_of(field: &str) -> impl Iterator<Item = &str> {
    field.split(|c: char| !(c.is_alphanumeric() || c == '_'))
}

/// Whether a field's Rust type text names one of `records`.
fn names_any(field: &str, records: &[String]) -> bool {
    words_of(field).any(|w| records.iter().any(|r| r == w))
}

fn record_fields(lines: &[&str]) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    let mut current: Option<(String, Vec<String>)> = None;
    for l in lines {
        if let Some((_, fields)) = current.as_mut() {
            if l.starts_with('}') {
                out.extend(current.take());
            } else if let Some((_, ty)) = l.split_once(": ") {
                fields.push(ty.to_owned());
            }
            continue;
        }
        for kw in ["pub struct ", "pub union "] {
            if let Some(rest) = l.strip_prefix(kw) {
                if rest.ends_with('{') {
                    let end = rest.find([' ', '{', '<']).unwrap_or(rest.len());
                    current = Some((rest[..end].to_owned(), Vec::new()));
                }
            }
        }
    }
    out
}

/// Runs a compiled test binary. Err: the failing tests.
pub fn run_tests(bin: &Path) -> Result<(), String> {
    let out = Command::new("timeout")
        .arg(TIMEOUT)
        .arg(bin)
        .args(["-q", "--test-threads", "1"])
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run tests: {e}"))?;
    if out.status.success() {
        return Ok(());
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let failed: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("    ").filter(|t| !t.contains(' ')))
        .collect();
    if failed.is_empty() {
        Err(format!("test binary exited with {:?}", out.status.code()))
    } else {
        Err(failed.join(" "))
    }
}

/// The items rustc says upstream's output defines twice (E0428; the
/// layout test functions named after them left out): upstream gave two
/// anonymous types one name (book/src/differences.md, "Anonymous types of a
/// `replaces` definition and of the type it replaces"), where ours numbers
/// the later one, so the API comparison pairs the wrong items.
pub fn names_defined_twice(rustc_errors: &str) -> Vec<String> {
    rustc_errors
        .lines()
        .filter_map(|l| {
            l.strip_prefix("error[E0428]: the name `")?
                .split('`')
                .next()
        })
        .filter(|n| !n.starts_with("bindgen_test_layout_"))
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{
        failed_derive_records, failed_layout_records, holders_of, names_defined_twice, reached_from,
    };

    #[test]
    fn names_defined_twice_are_read_from_rustc() {
        let e = "error[E0428]: the name `A__bindgen_ty_1` is defined multiple times\n  --> x.rs:3:1\nerror[E0428]: the name `bindgen_test_layout_A__bindgen_ty_1` is defined multiple times\nerror[E0119]: conflicting implementations of trait `Clone` for type `A__bindgen_ty_1`\n";
        assert_eq!(names_defined_twice(e), ["A__bindgen_ty_1"]);
    }

    #[test]
    fn holders_of_a_record_are_found_through_others() {
        let src = "pub struct A {\n    pub x: u8,\n}\npub struct B {\n    pub a: A,\n}\npub struct C {\n    pub b: [B; 2usize],\n}\npub struct D {\n    pub p: *mut u8,\n}\n";
        let all = holders_of(src, &["A".to_owned()]);
        assert_eq!(all, ["A", "B", "C"]);
    }

    #[test]
    fn types_reached_through_a_missing_one_are_found() {
        let src = "pub struct P {\n    pub _bindgen_opaque_blob: [u64; 2usize],\n}\npub union P__bindgen_ty_1 {\n    pub q: *mut Q,\n    pub f: ::std::option::Option<unsafe extern \"C\" fn(v: *mut __va_list_tag)>,\n}\npub struct Q {\n    pub x: u8,\n}\npub struct __va_list_tag {\n    pub gp: u32,\n}\npub type __builtin_va_list = [__va_list_tag; 1usize];\npub type va_list = __builtin_va_list;\npub struct R {\n    pub q: Q,\n}\npub type Other = R;\n";
        let mut all = reached_from(src, &["P".to_owned()]);
        all.sort();
        assert_eq!(
            all,
            [
                "P",
                "P__bindgen_ty_1",
                "Q",
                "__builtin_va_list",
                "__va_list_tag",
                "va_list"
            ]
        );
    }

    #[test]
    fn layout_failures_name_their_records() {
        let err = "error[E0080]: index out of bounds: the length is 1 but the index is 15\n  --> x.rs:9:5\n   |\n9  |     [\"Size of P\"][::std::mem::size_of::<P>() - 16usize];\n   |     ^^^\nerror[E0080]: evaluation failed\n12 |     [\"Offset of field: Q::a\"][::std::mem::offset_of!(Q, a) - 1usize];\nerror[E0587]: type has conflicting packed and align representation hints\n  --> y.rs:3:1\n3 | pub struct R {\n";
        assert_eq!(failed_layout_records(err), vec!["P", "Q", "R"]);
    }

    #[test]
    fn derive_failures_name_their_records_and_holders() {
        let source = "#[repr(C)]\n#[derive(Debug)]\npub struct Inner {\n    pub a: Cell,\n}\n\
                      pub struct Outer {\n    pub i: Inner,\n}\npub struct Other {\n    pub x: u8,\n}\n";
        let err = "error[E0277]: `Cell` doesn't implement `Debug`\n  --> u.rs:4:5\n   |\n\
                   2 | #[derive(Debug)]\n   |          ----- in this derive macro expansion\n...\n";
        assert_eq!(failed_derive_records(err, source), vec!["Inner", "Outer"]);
    }

    #[test]
    fn copy_failures_name_the_enclosing_record() {
        let source = "#[derive(Copy, Clone)]\npub union U {\n    pub a: NotCopy,\n}\npub struct After {\n    pub x: u8,\n}\n";
        let err = "error[E0740]: field must implement `Copy`\n  --> u.rs:3:5\n";
        assert_eq!(super::failed_copy_records(err, source), vec!["U"]);
        let err = "error[E0204]: the trait `Copy` cannot be implemented\n  --> u.rs:1:10\n";
        assert_eq!(super::failed_copy_records(err, source), vec!["U"]);
    }

    #[test]
    fn other_formatters_are_reformatted() {
        let f = |a: &[&str]| {
            super::formatted_by_rustfmt(&a.iter().map(|s| s.to_string()).collect::<Vec<_>>())
        };
        assert!(f(&["--no-layout-tests"]));
        assert!(f(&["--formatter", "rustfmt"]));
        assert!(!f(&["--formatter", "none"]));
        assert!(!f(&["--explicit-padding", "--formatter", "prettyplease"]));
    }
}
