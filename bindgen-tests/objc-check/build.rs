//! Writes the Objective-C goldens, ready to type-check, into `$OUT_DIR`.
//!
//! A golden is Objective-C when its header's `// bindgen-flags:` line passes
//! `-x objective-c`. Each is copied with any `#[cfg(target_os = ...)]`
//! attribute removed (the code is for Apple targets; here it is only
//! type-checked) and becomes a module:
//!
//! * `goldens.rs` (included by `src/lib.rs`): those importing the crate with
//!   `use objc::{...}`, each in its own module, as written;
//! * a golden whose items name types the user is to define (a blocklisted
//!   interface, the interfaces `--generate functions` leaves out) gets
//!   those definitions from `user/<name>.rs`, appended to its module;
//! * `extern_goldens.rs` (included by `src/bin/extern_crate.rs`, a crate
//!   root): those written with `--objc-extern-crate`, whose
//!   `#[macro_use] extern crate objc;` must sit at a crate root. It is
//!   written there once and taken out of each module, where the macros it
//!   brings are in scope as they are in the golden.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

/// The import `--objc-extern-crate` writes, as rustfmt lays it out.
const EXTERN_IMPORT: &str = "#[macro_use]\nextern crate objc;\n";

fn main() {
    let manifest_dir = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest_dir).join("..");
    let headers = root.join("headers");
    let goldens = root.join("expectations").join("tests");
    println!("cargo:rerun-if-changed=../headers");
    println!("cargo:rerun-if-changed=../expectations/tests");
    println!("cargo:rerun-if-changed=user");
    let user = Path::new(&manifest_dir).join("user");
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let out_dir = Path::new(&out_dir);

    let mut stems: Vec<String> = fs::read_dir(&headers)
        .expect("bindgen-tests/headers exists")
        .filter_map(|e| {
            let path = e.expect("readable directory entry").path();
            let first = fs::read_to_string(&path).ok()?.lines().next()?.to_owned();
            let objc = first.starts_with("// bindgen-flags:") && first.contains("-x objective-c");
            (objc && path.extension().is_some_and(|x| x == "h"))
                .then(|| path.file_stem()?.to_str().map(str::to_owned))
                .flatten()
        })
        .collect();
    stems.sort();
    assert!(
        !stems.is_empty(),
        "no Objective-C golden found in {headers:?}"
    );

    // A definitions file for no Objective-C golden is a stale one.
    for e in fs::read_dir(&user).expect("objc-check/user exists") {
        let path = e.expect("readable directory entry").path();
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        assert!(
            stems.iter().any(|s| s == stem),
            "{path:?} belongs to no Objective-C golden"
        );
    }

    let (mut plain, mut external) = (String::new(), String::new());
    for stem in &stems {
        let golden = goldens.join(format!("{stem}.rs"));
        let text = fs::read_to_string(&golden)
            .unwrap_or_else(|e| panic!("golden {golden:?} missing ({e}): bless it first"));
        let mut text = strip_target_os(&text);
        if let Ok(defs) = fs::read_to_string(user.join(format!("{stem}.rs"))) {
            text.push_str(&defs);
        }
        let (text, list) = match text.find(EXTERN_IMPORT) {
            Some(at) => {
                let mut t = text.clone();
                t.replace_range(at..at + EXTERN_IMPORT.len(), "");
                (t, &mut external)
            }
            None => (text, &mut plain),
        };
        let copy = out_dir.join(format!("{stem}.rs"));
        fs::write(&copy, text).expect("OUT_DIR is writable");
        writeln!(
            list,
            "#[path = {:?}]\nmod {stem};",
            copy.to_str().expect("UTF-8 path")
        )
        .expect("String write");
    }
    fs::write(out_dir.join("goldens.rs"), plain).expect("OUT_DIR is writable");
    fs::write(out_dir.join("extern_goldens.rs"), external).expect("OUT_DIR is writable");
}

/// The golden without its `#[cfg(target_os = "...")]` attributes.
fn strip_target_os(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim_start().starts_with("#[cfg(target_os"))
        .map(|l| format!("{l}\n"))
        .collect()
}
