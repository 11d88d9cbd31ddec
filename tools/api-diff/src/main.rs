//! `api-diff`: the comparator of `scripts/upstream_diff.sh`.
//!
//! ```text
//! api-diff compare [--label NAME] [--allow FILE --book FILE] OURS.rs UPSTREAM.rs
//! api-diff flags HEADER
//! ```
//!
//! `compare` prints every difference as `NAME: item: what: ours vs upstream`
//! (documented ones end in `[documented: differences.md#...]`), then a
//! totals line starting with `==`. Exit status: 0 when every difference is
//! documented, 1 when some is not, 2 on errors (unreadable or invalid Rust).
//!
//! `flags` prints the `// bindgen-flags:` words of a header, each followed
//! by a NUL byte, with `{headers}` replaced by the header's directory.

use std::path::Path;
use std::process::ExitCode;
use std::{env, fs};

use api_diff::{diff_sources, header_flags, Allowlist};

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("compare") => compare(&args[1..]),
        Some("flags") => flags(&args[1..]),
        _ => Err(usage()),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("api-diff: {e}");
            ExitCode::from(2)
        }
    }
}

fn usage() -> String {
    "usage: api-diff compare [--label NAME] [--allow FILE --book FILE] OURS.rs UPSTREAM.rs\n       \
     api-diff flags HEADER"
        .to_owned()
}

fn read(path: &str) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))
}

fn compare(args: &[String]) -> Result<ExitCode, String> {
    let mut label = None;
    let mut allow_path = None;
    let mut book_path = None;
    let mut files = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().cloned().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--label" => label = Some(value("--label")?),
            "--allow" => allow_path = Some(value("--allow")?),
            "--book" => book_path = Some(value("--book")?),
            _ if a.starts_with("--") => return Err(format!("unknown option {a}\n{}", usage())),
            _ => files.push(a.clone()),
        }
    }
    let [ours, upstream] = files.as_slice() else {
        return Err(usage());
    };
    let allow = match &allow_path {
        Some(p) => {
            let list = Allowlist::parse(&read(p)?).map_err(|e| format!("{p}: {e}"))?;
            let book = book_path.ok_or("--allow needs --book (the sections are checked)")?;
            list.check_sections(&read(&book)?)
                .map_err(|e| format!("{p}: {e}"))?;
            list
        }
        None => Allowlist::default(),
    };
    let label = label.unwrap_or_else(|| {
        Path::new(ours)
            .file_stem()
            .map_or_else(|| ours.clone(), |s| s.to_string_lossy().into_owned())
    });
    let report = diff_sources(&label, &read(ours)?, &read(upstream)?, &allow)?;
    for line in &report.lines {
        match &line.documented_by {
            Some(e) => println!("{}  [documented: differences.md#{}]", line.text, e.section),
            None => println!("{}", line.text),
        }
    }
    println!("{}", report.totals(&label));
    Ok(if report.other_lines().next().is_some() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn flags(args: &[String]) -> Result<ExitCode, String> {
    let [header] = args else {
        return Err(usage());
    };
    let dir = Path::new(header)
        .canonicalize()
        .map_err(|e| format!("{header}: {e}"))?
        .parent()
        .map(|p| p.to_string_lossy().into_owned())
        .unwrap_or_default();
    let words = header_flags(&read(header)?, &dir).map_err(|e| format!("{header}: {e}"))?;
    let mut out = String::new();
    for w in words {
        out.push_str(&w);
        out.push('\0');
    }
    print!("{out}");
    Ok(ExitCode::SUCCESS)
}
