//! `patch-block`: the `[patch.crates-io]` block that makes every bindgen
//! line in a workspace's dependency graph this repository's.
//!
//! Cargo patches one version per `[patch]` entry, so each line gets its own
//! entry, renamed (`bindgen_072 = { package = "bindgen", ... }`): 0.73 takes
//! our library, 0.69-0.72 the compatibility packages.

use std::collections::BTreeSet;
use std::fmt;
use std::path::Path;
use std::process::Command;

/// The lines this repository has a package for, and where it is.
const LINES: &[(&str, &str)] = &[
    ("0.69", "compat/bindgen-0.69"),
    ("0.70", "compat/bindgen-0.70"),
    ("0.71", "compat/bindgen-0.71"),
    ("0.72", "compat/bindgen-0.72"),
    ("0.73", "bindgen"),
];

/// An error finding the bindgen versions of a workspace.
#[derive(Debug)]
pub enum PatchError {
    /// `cargo metadata` could not be run or failed.
    Cargo(String),
    /// Its output is not the JSON cargo writes.
    Metadata(String),
}

impl fmt::Display for PatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PatchError::Cargo(s) => write!(f, "cargo metadata failed: {s}"),
            PatchError::Metadata(s) => write!(f, "unexpected cargo metadata output: {s}"),
        }
    }
}

impl std::error::Error for PatchError {}

/// The `major.minor` lines of the packages named `bindgen` in the graph of
/// the workspace at `manifest` (its `Cargo.toml`, or the current one).
pub fn bindgen_lines(manifest: Option<&Path>) -> Result<BTreeSet<String>, PatchError> {
    let mut cmd = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    cmd.args(["metadata", "--format-version", "1"]);
    if let Some(m) = manifest {
        cmd.arg("--manifest-path").arg(m);
    }
    let out = cmd.output().map_err(|e| PatchError::Cargo(e.to_string()))?;
    if !out.status.success() {
        return Err(PatchError::Cargo(
            String::from_utf8_lossy(&out.stderr).trim().to_string(),
        ));
    }
    lines_of(&String::from_utf8_lossy(&out.stdout))
}

/// The bindgen lines named in `cargo metadata` JSON.
pub fn lines_of(metadata: &str) -> Result<BTreeSet<String>, PatchError> {
    let json: serde_json::Value =
        serde_json::from_str(metadata).map_err(|e| PatchError::Metadata(e.to_string()))?;
    let packages = json["packages"]
        .as_array()
        .ok_or_else(|| PatchError::Metadata("no `packages`".into()))?;
    Ok(packages
        .iter()
        .filter(|p| p["name"].as_str() == Some("bindgen"))
        .filter_map(|p| p["version"].as_str())
        .map(|v| v.split('.').take(2).collect::<Vec<_>>().join("."))
        .collect())
}

/// The block for `lines`, with paths under `repo`; lines without a package
/// are listed in a comment (and returned).
pub fn block(lines: &BTreeSet<String>, repo: &Path) -> (String, Vec<String>) {
    let mut s = String::from("[patch.crates-io]\n");
    let mut unknown = Vec::new();
    for line in lines {
        match LINES.iter().find(|(l, _)| l == line) {
            Some(("0.73", dir)) => {
                s.push_str(&format!(
                    "bindgen = {{ path = {:?} }}\n",
                    repo.join(dir).display().to_string()
                ));
            }
            Some((l, dir)) => {
                s.push_str(&format!(
                    "bindgen_{} = {{ package = \"bindgen\", path = {:?} }}\n",
                    l.replace('.', ""),
                    repo.join(dir).display().to_string()
                ));
            }
            None => unknown.push(line.clone()),
        }
    }
    for l in &unknown {
        s.push_str(&format!(
            "# bindgen {l}: this repository has no package for that line\n"
        ));
    }
    (s, unknown)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_entry_per_line_renamed_except_0_73() {
        let meta = r#"{"packages":[
            {"name":"bindgen","version":"0.69.5"},
            {"name":"bindgen","version":"0.72.1"},
            {"name":"bindgen","version":"0.73.2"},
            {"name":"bindgen","version":"0.66.1"},
            {"name":"zstd-sys","version":"2.0.15"}]}"#;
        let lines = lines_of(meta).unwrap();
        let (text, unknown) = block(&lines, Path::new("/src/bg"));
        let expected = [
            "[patch.crates-io]",
            r#"bindgen_069 = { package = "bindgen", path = "/src/bg/compat/bindgen-0.69" }"#,
            r#"bindgen_072 = { package = "bindgen", path = "/src/bg/compat/bindgen-0.72" }"#,
            r#"bindgen = { path = "/src/bg/bindgen" }"#,
            "# bindgen 0.66: this repository has no package for that line",
        ];
        assert_eq!(text, expected.join("\n") + "\n");
        assert_eq!(unknown, vec!["0.66".to_string()]);
    }

    #[test]
    fn bad_metadata_is_an_error() {
        assert!(matches!(lines_of("{}"), Err(PatchError::Metadata(_))));
        assert!(matches!(lines_of("not json"), Err(PatchError::Metadata(_))));
    }
}
