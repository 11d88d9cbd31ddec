//! The tutorial chapter's crate, assembled from its `tutorial=PATH` blocks
//! and tested with cargo, the way a reader following it would.
//!
//! The chapter's `Cargo.toml` asks for `bindgen = "0.73.2"` and patches it
//! with `path = "../bindgen/bindgen"` (a checkout beside the crate); the test
//! points that path at this workspace's library, so the reader's manifest is
//! built as shown. The workspace's `Cargo.lock` is copied in so the
//! dependencies resolve to the versions already tested.

use super::blocks::Block;
use super::tools;
use std::collections::BTreeMap;
use std::fs;
use std::process::Command;

pub fn check(blocks: &[Block]) {
    let mut files: BTreeMap<&str, String> = BTreeMap::new();
    for b in blocks {
        if let Some(path) = b.attr("tutorial") {
            let text = match b.lang() {
                "rust" => super::blocks::rust_source(&b.body),
                _ => b.body.clone(),
            };
            files.entry(path).or_default().push_str(&text);
        }
    }
    for needed in ["Cargo.toml", "build.rs", "wrapper.h", "src/lib.rs"] {
        assert!(files.contains_key(needed), "the tutorial shows no {needed}");
    }
    let ws = tools::workspace_dir();
    let dir = tempfile::tempdir().expect("temporary directory");
    for (path, text) in &files {
        let mut text = text.clone();
        if *path == "Cargo.toml" {
            // The manifest as shown must already patch in this project.
            let shown = "[patch.crates-io]\nbindgen = { path = \"../bindgen/bindgen\" }\n";
            assert!(
                text.contains(shown),
                "the tutorial's Cargo.toml does not patch bindgen with {shown:?}:\n{text}"
            );
            text = text.replace(
                "\"../bindgen/bindgen\"",
                &format!("{:?}", ws.join("bindgen").display().to_string()),
            );
            text.push_str("\n[workspace]\n");
        }
        let file = dir.path().join(path);
        fs::create_dir_all(file.parent().expect("file in a directory")).expect("create directory");
        fs::write(file, text).expect("write tutorial file");
    }
    fs::copy(ws.join("Cargo.lock"), dir.path().join("Cargo.lock")).expect("copy Cargo.lock");
    let target = tools::profile_dir()
        .parent()
        .expect("<profile> lives in <target>")
        .join("book-tutorial");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let out = Command::new(cargo)
        .current_dir(dir.path())
        .args(["test", "--quiet"])
        .env("CARGO_TARGET_DIR", &target)
        .env_remove("RUSTFLAGS")
        .output()
        .expect("run cargo test on the tutorial crate");
    assert!(
        out.status.success(),
        "the tutorial crate fails:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
