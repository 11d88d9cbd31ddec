//! Every option and every `rustbindgen` annotation is exercised by some
//! golden (`bindgen-tests/headers/*.h|*.hpp`, through its
//! `// bindgen-flags:` line or its text).
//!
//! An option upstream also accepts counts only in a golden that
//! `scripts/upstream_diff.sh` compares with upstream: one without ours-only
//! flags. An option only we accept counts in any golden. The options come
//! from the option table (`bindgen/src/options/table.rs`: every `cli`
//! entry with a long flag), the annotations from the annotation reader
//! (`bindgen/src/parse/annotations.rs`), so a new one fails this test until a
//! golden uses it or it is listed below with its reason.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// Flags a golden cannot show: they print, write files or only change how
/// a run is reported, and are tested elsewhere (named per flag).
const NOT_FOR_GOLDENS: &[(&str, &str)] = &[
    ("--help", "prints text: command_line.rs"),
    ("--version", "prints text: command_line.rs"),
    ("--verbose", "changes error reports only: errors.rs"),
    ("--output", "writes a file: errors.rs"),
    (
        "--generate-shell-completions",
        "prints a script: command_line.rs",
    ),
    (
        "--dump-preprocessed-input",
        "writes a file in the working directory",
    ),
    ("--emit-clang-ast", "prints clang's AST to stdout"),
    ("--emit-ir", "prints the IR to stdout"),
    ("--emit-ir-graphviz", "writes a file"),
    ("--depfile", "writes a file"),
    ("--time-phases", "prints timings to stderr"),
];

/// Options no golden exercises yet: each should get a golden (checked with
/// `scripts/upstream_diff.sh`) and leave this list. A new option missing
/// from the goldens fails the test unless it is listed here.
const UNCOVERED_YET: &[&str] = &[];

/// Flags of ours that upstream 0.73.2 rejects or reads differently: a
/// golden using them is not compared with upstream.
fn is_ours_only(flag: &str, value: Option<&str>) -> bool {
    const RUST_ENUM_OPTIONS: &[&str] = &[
        "sound",
        "try_from_raw",
        "from_raw_unchecked",
        "raw_ffi",
        "raw_consts",
        "cfi",
    ];
    match flag {
        "--size_t-is-usize" | "--verify-abi" => true,
        "--rustified-enum" | "--rustified-non-exhaustive-enum" => value
            .and_then(|v| v.rsplit_once('='))
            .is_some_and(|(_, opts)| {
                opts.split(',')
                    .all(|o| RUST_ENUM_OPTIONS.contains(&o.trim()))
            }),
        _ => false,
    }
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("bindgen-tests sits inside the workspace")
        .to_path_buf()
}

/// The long flags of the option table: `cli "--flag"` entries, and `cli
/// name: ... [long ...]` entries whose flag is the field's name.
fn table_flags() -> BTreeSet<String> {
    let path = workspace().join("bindgen/src/options/table.rs");
    let text = fs::read_to_string(&path).expect("read the option table");
    let mut out = BTreeSet::new();
    for line in text.lines().map(str::trim_start) {
        if line.starts_with("//") {
            continue;
        }
        let Some(at) = line.find("cli ") else {
            continue;
        };
        let rest = &line[at + 4..];
        if let Some(quoted) = rest.strip_prefix('"') {
            let flag = quoted.split('"').next().unwrap_or_default();
            out.insert(flag.to_string());
        } else {
            let name = rest.split(':').next().unwrap_or_default().trim();
            let args = rest.split('[').nth(1).unwrap_or_default();
            let long = args.split([',', ']']).any(|a| a.trim() == "long");
            if long {
                out.insert(format!("--{}", name.replace('_', "-")));
            }
        }
    }
    // `--help` comes from clap itself.
    out.insert("--help".to_string());
    out
}

/// The annotation words the reader knows: its `"word" =>` match arms.
fn annotation_words() -> BTreeSet<String> {
    let path = workspace().join("bindgen/src/parse/annotations.rs");
    let text = fs::read_to_string(&path).expect("read the annotation reader");
    let body = text
        .split("fn apply(")
        .nth(1)
        .and_then(|t| t.split("\n}\n").next())
        .expect("the reader has fn apply");
    body.lines()
        .filter_map(|l| {
            let l = l.trim_start().strip_prefix('"')?;
            let (word, rest) = l.split_once('"')?;
            rest.trim_start()
                .starts_with("=>")
                .then(|| word.to_string())
        })
        .collect()
}

/// One golden: its flags (before a `--`), whether upstream_diff compares
/// it, and the annotation words its text uses.
struct Golden {
    flags: Vec<String>,
    compared: bool,
    annotations: BTreeSet<String>,
}

fn goldens() -> Vec<(String, Golden)> {
    let dir = workspace().join("bindgen-tests/headers");
    let mut out = Vec::new();
    for entry in fs::read_dir(&dir).expect("list the headers") {
        let path = entry.expect("directory entry").path();
        let golden = path.extension().is_some_and(|e| e == "h" || e == "hpp");
        if !path.is_file() || !golden {
            continue;
        }
        let text = fs::read_to_string(&path).expect("read a header");
        let line = text.lines().next().unwrap_or_default();
        let words = match line.strip_prefix("// bindgen-flags:") {
            Some(rest) => shlex::split(rest).unwrap_or_else(|| panic!("{path:?}: flag line")),
            None => Vec::new(),
        };
        let mut flags = Vec::new();
        let mut compared = true;
        let mut iter = words.iter().peekable();
        while let Some(w) = iter.next() {
            if w == "--" {
                break;
            }
            let Some(long) = w.strip_prefix("--") else {
                if w == "-o" {
                    flags.push("--output".to_string());
                }
                continue;
            };
            let (flag, inline_value) = match long.split_once('=') {
                Some((f, v)) => (format!("--{f}"), Some(v.to_string())),
                None => (w.clone(), None),
            };
            let value = inline_value.or_else(|| {
                iter.peek()
                    .filter(|v| !v.starts_with("--"))
                    .map(|v| v.to_string())
            });
            compared &= !is_ours_only(&flag, value.as_deref());
            flags.push(flag);
        }
        let annotations = annotation_words()
            .into_iter()
            .filter(|word| uses_annotation(&text, word))
            .collect();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        out.push((
            name,
            Golden {
                flags,
                compared,
                annotations,
            },
        ));
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// Whether a `<div rustbindgen ...>` tag of `text` names `word` (bare or
/// with a value).
fn uses_annotation(text: &str, word: &str) -> bool {
    text.split("<div").skip(1).any(|tag| {
        let tag = tag.split('>').next().unwrap_or_default();
        let mut attrs = tag.split_whitespace();
        attrs.next() == Some("rustbindgen")
            && attrs.any(|a| a == word || a.starts_with(&format!("{word}=")))
    })
}

#[test]
fn every_option_and_annotation_has_a_golden() {
    let goldens = goldens();
    let ours_only_flags = ["--size_t-is-usize", "--verify-abi"];
    let covered = |flag: &str| {
        goldens.iter().any(|(_, g)| {
            g.flags.iter().any(|f| f == flag) && (g.compared || ours_only_flags.contains(&flag))
        })
    };
    let mut missing = Vec::new();
    let mut listed_but_covered = Vec::new();
    for flag in table_flags() {
        let excused = NOT_FOR_GOLDENS.iter().any(|(f, _)| *f == flag);
        let pending = UNCOVERED_YET.contains(&flag.as_str());
        match (covered(&flag), excused || pending) {
            (false, false) => missing.push(flag),
            (true, _) if pending => listed_but_covered.push(flag),
            _ => {}
        }
    }
    for word in annotation_words() {
        let used = goldens
            .iter()
            .any(|(_, g)| g.compared && g.annotations.contains(&word));
        let pending = UNCOVERED_YET.contains(&word.as_str());
        if !used && !pending {
            missing.push(format!("annotation `{word}`"));
        } else if used && pending {
            listed_but_covered.push(word);
        }
    }
    assert!(
        missing.is_empty(),
        "options or annotations no golden compared with upstream exercises \
         (add a golden, or list them in UNCOVERED_YET): {missing:#?}"
    );
    assert!(
        listed_but_covered.is_empty(),
        "covered now, remove them from UNCOVERED_YET: {listed_but_covered:#?}"
    );
}

#[test]
fn the_lists_name_real_options() {
    let flags = table_flags();
    let words = annotation_words();
    assert!(flags.len() > 100, "{flags:?}");
    assert!(
        words.contains("hide") && words.contains("replaces"),
        "{words:?}"
    );
    for (flag, _) in NOT_FOR_GOLDENS {
        assert!(flags.contains(*flag), "{flag} is no option");
    }
    for entry in UNCOVERED_YET {
        assert!(
            flags.contains(*entry) || words.contains(*entry),
            "{entry} is no option or annotation"
        );
    }
}
