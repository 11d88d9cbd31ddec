//! Checks that modules only reach lower layers (ARCHITECTURE.md's pipeline),
//! however they spell the path (`crate::x`, `use crate::{x, y}`, or
//! `super::` chains that climb to the crate root), and that `unsafe` code
//! stays in the FFI layers.

use std::path::{Path, PathBuf};

fn layer_of(module: &str) -> Option<u32> {
    Some(match module {
        "logging" | "version" | "visibility" | "output" | "fasthash" | "fixpoint" | "callbacks"
        | "options" | "error" | "environment" => 0,
        "clang" | "ir" | "os" => 1,
        "parse" => 2,
        "analysis" => 3,
        "codegen" => 4,
        "postprocess" => 5,
        // `--verify-abi`, run by the driver after the bindings are made.
        "abi_check" => 6,
        _ => return None,
    })
}

/// The modules of layer 0 that reach nothing of the crate.
const LEAVES: [&str; 5] = ["logging", "version", "visibility", "output", "fasthash"];

/// Which modules each layer may reach (besides itself). Layer 0 has an
/// order of its own: leaves, then `fixpoint` and `callbacks`, then
/// `options` (which holds the callbacks), then `error` and `environment`
/// (which read the options).
fn allowed(module: &str, target: &str) -> bool {
    let base = [
        "logging",
        "version",
        "visibility",
        "output",
        "fasthash",
        "fixpoint",
        "callbacks",
        "options",
        "error",
        "environment",
    ];
    match module {
        // Every layer logs; the logger and the other leaves reach nothing.
        m if LEAVES.contains(&m) => false,
        // The one bounded iteration reports through the logger only.
        "fixpoint" => target == "logging",
        "callbacks" => LEAVES.contains(&target),
        "options" => LEAVES.contains(&target) || target == "callbacks",
        "error" | "environment" => {
            LEAVES.contains(&target) || ["callbacks", "options"].contains(&target)
        }
        "clang" | "ir" | "os" => base.contains(&target),
        "parse" => base.contains(&target) || ["clang", "ir", "os"].contains(&target),
        "analysis" => base.contains(&target) || target == "ir",
        "codegen" => base.contains(&target) || ["ir", "analysis"].contains(&target),
        "postprocess" => base.contains(&target),
        "abi_check" => base.contains(&target),
        _ => true,
    }
}

/// Whether a `crate::` path names an item of the crate root (`crate::RustTarget`,
/// `crate::VERSION`): `lib.rs` only re-exports, and the driver's layer sits
/// above every module, so a layered module names the item where it lives.
fn names_crate_root_item(target: &str) -> bool {
    target.starts_with(|c: char| c.is_ascii_uppercase())
}

/// Unit-test files, which drive the whole library through the root's
/// `Builder` like a user does.
fn is_test_file(path: &Path) -> bool {
    let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
    name == "tests" || name.ends_with("_tests")
}

/// Where `unsafe` may appear in the library's own code: the FFI layers, and
/// `codegen/`, whose `unsafe` is text of the bindings it writes (it must not
/// implement traits unsafely itself, which the check below still catches).
fn unsafe_allowed(module: &str, line: &str) -> bool {
    matches!(module, "clang" | "os") || (module == "codegen" && !line.contains("unsafe impl"))
}

/// One source file: its top-level module and its depth below `src/`
/// (`parse/macros/mod.rs` is `parse::macros`: depth 2).
struct Source {
    path: PathBuf,
    top: String,
    depth: usize,
}

fn sources(dir: &Path, rel: &[String], out: &mut Vec<Source>) {
    for entry in std::fs::read_dir(dir).expect("src dir is readable") {
        let path = entry.expect("dir entry").path();
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("")
            .to_string();
        if path.is_dir() {
            let mut r = rel.to_vec();
            r.push(name);
            sources(&path, &r, out);
            continue;
        }
        if path.extension() != Some("rs".as_ref()) {
            continue;
        }
        let mut module_path = rel.to_vec();
        if name != "mod" && name != "lib" {
            module_path.push(name);
        }
        let Some(top) = module_path.first().cloned() else {
            continue;
        };
        out.push(Source {
            path,
            top,
            depth: module_path.len(),
        });
    }
}

/// The code of a line: without a trailing `//` comment and without the
/// contents of string literals (a rough cut that suffices for this tree).
fn code_of(line: &str) -> String {
    let mut out = String::new();
    let mut in_str = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if in_str {
            if c == '\\' {
                chars.next();
            } else if c == '"' {
                in_str = false;
                out.push('"');
            }
            continue;
        }
        if c == '/' && chars.peek() == Some(&'/') {
            break;
        }
        if c == '"' {
            in_str = true;
        }
        out.push(c);
    }
    out
}

/// The top-level modules a line of `src` names.
fn targets(src: &Source, code: &str) -> Vec<String> {
    let word = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = Vec::new();
    for (pos, _) in code.match_indices("crate::") {
        let rest = &code[pos + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // `use crate::{a, b::c}`: every first segment in the group.
            let inner = group.split('}').next().unwrap_or("");
            out.extend(inner.split(',').map(|p| word(p.trim())));
        } else {
            out.push(word(rest));
        }
    }
    // `super::super::x` from a file `depth` levels down reaches the crate
    // root after `depth` steps (`mod.rs` counts as its directory).
    let mut rest = code;
    while let Some(pos) = rest.find("super::") {
        let mut after = &rest[pos..];
        let mut steps = 0;
        while let Some(next) = after.strip_prefix("super::") {
            after = next;
            steps += 1;
        }
        if steps >= src.depth {
            out.push(word(after));
        }
        rest = after;
    }
    out
}

#[test]
fn imports_follow_the_layering() {
    let src_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src_dir, &[], &mut files);
    assert!(files.len() > 50, "found only {} source files", files.len());
    let mut bad = Vec::new();
    for src in &files {
        let Some(own) = layer_of(&src.top) else {
            continue;
        };
        let text = std::fs::read_to_string(&src.path).expect("source is UTF-8");
        // A file's inline `#[cfg(test)] mod` stands at its end, by the
        // tree's convention: from there on the code is a test's.
        let mut in_tests = is_test_file(&src.path);
        let mut after_cfg_test = false;
        for line in text.lines() {
            let code = code_of(line);
            in_tests |= after_cfg_test && code.trim_start().starts_with("mod ");
            after_cfg_test = code.trim() == "#[cfg(test)]";
            for target in targets(src, &code) {
                if names_crate_root_item(&target) && !in_tests {
                    bad.push(format!(
                        "{}: names the crate root (lib.rs), not where the item lives: {}",
                        src.path.display(),
                        line.trim()
                    ));
                }
                if layer_of(&target).is_some() && target != src.top && !allowed(&src.top, &target) {
                    bad.push(format!(
                        "{}: {} (layer {own})",
                        src.path.display(),
                        line.trim()
                    ));
                }
            }
            let has_unsafe = code
                .split(|c: char| !c.is_alphanumeric() && c != '_')
                .any(|w| w == "unsafe");
            if has_unsafe && !unsafe_allowed(&src.top, &code) {
                bad.push(format!(
                    "{}: unsafe outside the FFI layers: {}",
                    src.path.display(),
                    line.trim()
                ));
            }
        }
    }
    assert!(bad.is_empty(), "layering violations:\n{}", bad.join("\n"));
}

/// Options whose decision is made in analysis (`analysis::lower`):
/// parsing records the facts they need and must not read them, so the
/// decision cannot creep back into the walk. (Which functions are bound
/// reaches parsing as `ir::FnChoices`, a table analysis fills.)
const DECIDED_AFTER_PARSING: [&str; 7] = [
    "size_t_is_usize",
    "c_naming",
    "array_pointers_in_arguments",
    "generate_inline_functions",
    "wrap_static_fns",
    "generate_deleted_functions",
    "enable_mangling",
];

/// The options of `DECIDED_AFTER_PARSING` a line of code names.
fn decided_options_read(code: &str) -> Vec<&'static str> {
    let words: Vec<&str> = code
        .split(|c: char| !c.is_alphanumeric() && c != '_')
        .collect();
    DECIDED_AFTER_PARSING
        .iter()
        .copied()
        .filter(|o| words.contains(o))
        .collect()
}

#[test]
fn parsing_reads_no_option_decided_later() {
    let src_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src_dir, &[], &mut files);
    let mut bad = Vec::new();
    for src in files.iter().filter(|s| s.top == "parse") {
        let text = std::fs::read_to_string(&src.path).expect("source is UTF-8");
        for line in text.lines() {
            for option in decided_options_read(&code_of(line)) {
                bad.push(format!(
                    "{}: reads `{option}`, decided in analysis::lower: {}",
                    src.path.display(),
                    line.trim()
                ));
            }
        }
    }
    assert!(
        files.iter().any(|s| s.top == "parse"),
        "found no parse sources"
    );
    assert!(
        bad.is_empty(),
        "parsing makes a later decision:\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_checks_see_what_they_look_for() {
    // The path forms the check follows, on made-up lines.
    let deep = Source {
        path: PathBuf::from("parse/macros/read.rs"),
        top: "parse".into(),
        depth: 3,
    };
    assert_eq!(
        targets(&deep, "use crate::{clang, ir::Ir};"),
        ["clang", "ir"]
    );
    assert_eq!(
        targets(&deep, "use super::super::super::codegen::Cx;"),
        ["codegen"]
    );
    assert!(targets(&deep, "use super::super::Inputs;").is_empty());
    assert_eq!(code_of("let s = \"unsafe\"; // unsafe"), "let s = \"\"; ");
    assert!(!allowed("parse", "codegen"));
    assert!(!allowed("options", "error"));
    assert!(!allowed("callbacks", "options"));
    assert!(allowed("error", "options"));
    assert!(names_crate_root_item("RustTarget"));
    assert!(!names_crate_root_item("options"));
    assert!(is_test_file(Path::new("parse/macros/worker_tests.rs")));
    assert!(!unsafe_allowed("parse", "unsafe { f() }"));
    assert!(!unsafe_allowed("codegen", "unsafe impl Send for X {}"));
    assert_eq!(
        decided_options_read(&code_of("if self.opts.size_t_is_usize {")),
        ["size_t_is_usize"]
    );
    assert!(decided_options_read(&code_of("// not `size_t_is_usize`")).is_empty());
    assert!(decided_options_read("opts.size_t_is_usize_later").is_empty());
}
