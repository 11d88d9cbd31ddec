//! Checks that the library's own code (tests apart) never panics on a
//! whim: no `.unwrap()`, `todo!`, `unimplemented!`, `panic!` or bare
//! `unreachable!()`. What the input can get wrong is a typed error that
//! names the file and line; what cannot fail says why in an
//! `.expect("...")`, where the reason is read at the call.

mod support;

use std::path::{Path, PathBuf};

/// The calls that panic without saying why they cannot.
const FORBIDDEN: [&str; 5] = [
    ".unwrap()",
    "todo!",
    "unimplemented!",
    "panic!",
    "unreachable!()",
];

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src dir is readable") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension() == Some("rs".as_ref()) {
            out.push(path);
        }
    }
}

/// The files of `files` that are product code: a module declared
/// `#[cfg(test)] mod name;` (its file and its folder) is left out.
fn product_files(files: &[PathBuf]) -> Vec<PathBuf> {
    let mut test_only: Vec<PathBuf> = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(path).expect("source is UTF-8");
        // `a/mod.rs` declares `a/x.rs`, `a.rs` declares `a/x.rs` too.
        let dir = match path.file_stem().and_then(|s| s.to_str()) {
            Some("mod" | "lib") => path.with_file_name(""),
            _ => path.with_extension(""),
        };
        for child in support::test_only_modules(&support::blank(&text)) {
            test_only.push(dir.join(format!("{child}.rs")));
            test_only.push(dir.join(child));
        }
    }
    files
        .iter()
        .filter(|f| !test_only.iter().any(|t| f.starts_with(t)))
        .cloned()
        .collect()
}

/// Each forbidden call in `text`, with its line.
fn findings(text: &str) -> Vec<(usize, &'static str)> {
    let code = support::product_code(&support::blank(text));
    let mut out = Vec::new();
    for pat in FORBIDDEN {
        for (at, _) in code.match_indices(pat) {
            let before = code[..at].chars().next_back().unwrap_or(' ');
            // `self.expect(..)` of a parser, `my_panic!`: not the call.
            if pat.starts_with('.') || !support::is_word(before) {
                out.push((support::line_of(&code, at), pat));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn product_code_does_not_panic_unexplained() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    rust_files(&src, &mut all);
    let files = product_files(&all);
    assert!(files.len() + 5 < all.len(), "found too few test-only files");
    assert!(files.len() > 50, "found only {} source files", files.len());
    let mut bad = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("source is UTF-8");
        for (line, pat) in findings(&text) {
            bad.push(format!("{}:{line}: `{pat}`", path.display()));
        }
    }
    assert!(
        bad.is_empty(),
        "calls that panic without saying why they cannot (return an error, or \
         `.expect(\"why it holds\")`):\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_check_sees_what_it_looks_for() {
    let text = "fn f() {\n    x.unwrap();\n    let s = \"y.unwrap()\"; // z.unwrap()\n\
                \n    todo!();\n    my_panic!();\n    quote! { panic!(#msg); };\n}\n\
                #[cfg(test)]\nmod tests {\n    fn g() { a.unwrap(); }\n}\n";
    assert_eq!(findings(text), [(2, ".unwrap()"), (5, "todo!")]);
}
