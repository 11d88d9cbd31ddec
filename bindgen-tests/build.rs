//! Writes `$OUT_DIR/goldens.rs`: one `#[test]` per header in `headers/`.
//!
//! Both `.h` (C) and `.hpp` (C++) cases count. Only the top level of `headers/` is scanned; `headers/include/` holds
//! helper headers that test cases `#include` and that are not cases of
//! their own.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() {
    let manifest_dir = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let headers = Path::new(&manifest_dir).join("headers");
    println!("cargo:rerun-if-changed=headers");
    println!("cargo:rerun-if-changed=headers/include");

    let mut stems: Vec<String> = fs::read_dir(&headers)
        .expect("bindgen-tests/headers exists")
        .filter_map(|entry| {
            let path = entry.expect("readable directory entry").path();
            // C headers, and C++ ones (`.hpp`) for the C++ goldens.
            let is_header = path
                .extension()
                .is_some_and(|ext| ext == "h" || ext == "hpp");
            if !path.is_file() || !is_header {
                return None;
            }
            let stem = path.file_stem()?.to_str()?.to_owned();
            Some(stem)
        })
        .collect();
    stems.sort();

    let mut out = String::new();
    for stem in &stems {
        let fn_name = sanitize(stem);
        writeln!(
            out,
            "#[test]\nfn golden_{fn_name}() {{\n    bindgen_tests::run_golden({stem:?});\n}}\n"
        )
        .expect("writing to a String cannot fail");
    }
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    fs::write(Path::new(&out_dir).join("goldens.rs"), out).expect("OUT_DIR is writable");
}

/// Turns a header stem into a valid identifier fragment.
fn sanitize(stem: &str) -> String {
    stem.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect()
}
