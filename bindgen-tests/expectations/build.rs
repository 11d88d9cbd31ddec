//! Writes `$OUT_DIR/goldens.rs`: one `#[path = ...] mod` per golden in `tests/`.
//!
//! Goldens whose header (`../headers/<name>.h`) has `--target` on its
//! `// bindgen-flags:` line are left out: their layout checks describe another
//! target and cannot hold on the host. The golden harness still diffs them.
//! So are Objective-C goldens (`-x objective-c` on the flag line): they need
//! the `objc` crate and are type-checked by `bindgen-tests/objc-check`.
//! So are goldens for `--rust-target nightly`: their code may need unstable
//! features (`--flexarray-dst`'s `ptr_metadata` helpers).

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() {
    let manifest_dir = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest_dir);
    let goldens = root.join("tests");
    let headers = root.join("..").join("headers");
    println!("cargo:rerun-if-changed=tests");
    println!("cargo:rerun-if-changed=../headers");

    let mut entries: Vec<(String, String)> = Vec::new();
    for entry in fs::read_dir(&goldens).expect("expectations/tests exists") {
        let path = entry.expect("readable directory entry").path();
        if path.extension().map_or(true, |ext| ext != "rs") {
            continue;
        }
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("UTF-8 file name");
        if is_other_target(&headers.join(format!("{stem}.h")))
            || is_other_target(&headers.join(format!("{stem}.hpp")))
        {
            continue;
        }
        let abs = path.canonicalize().expect("golden path resolves");
        let abs = abs.to_str().expect("UTF-8 path").to_owned();
        entries.push((stem.to_owned(), abs));
    }
    entries.sort();

    let mut out = String::new();
    for (stem, abs) in &entries {
        let module: String = stem
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        writeln!(out, "#[path = {abs:?}]\nmod golden_{module};").expect("String write");
    }
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    fs::write(Path::new(&out_dir).join("goldens.rs"), out).expect("OUT_DIR is writable");
}

/// True when the header's flag line selects a target other than the host,
/// Objective-C (checked elsewhere, see the module comment) or the nightly
/// Rust target.
fn is_other_target(header: &Path) -> bool {
    let Ok(text) = fs::read_to_string(header) else {
        return false;
    };
    let first = text.lines().next().unwrap_or("");
    first.starts_with("// bindgen-flags:")
        && (first.contains("--target")
            || first.contains("-x objective-c")
            || first.contains("--rust-target nightly"))
}
