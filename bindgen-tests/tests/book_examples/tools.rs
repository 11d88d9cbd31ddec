//! Finding the `bindgen` binary and the `bindgen` library build for rustc.
//!
//! The binary: `$BINDGEN_CLI` if set; else `<target>/<profile>/bindgen` when
//! it is newer than every source of `bindgen/` and `bindgen-cli/`; else it is
//! built once into `<target>/bindgen-tests-cli` (a private target directory,
//! so the nested cargo never waits on the lock of the build running us).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::SystemTime;
use std::{env, fs};

pub fn workspace_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("bindgen-tests sits inside the workspace")
        .to_path_buf()
}

/// `<target>/<profile>`, from this test executable's `deps/` directory.
pub fn profile_dir() -> PathBuf {
    let exe = env::current_exe().expect("path of the test executable");
    exe.parent()
        .and_then(Path::parent)
        .expect("test executables live in <target>/<profile>/deps")
        .to_path_buf()
}

pub fn bindgen_exe() -> &'static Path {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(locate_or_build)
}

fn locate_or_build() -> PathBuf {
    if let Some(path) = env::var_os("BINDGEN_CLI") {
        return PathBuf::from(path);
    }
    let exe_name = format!("bindgen{}", env::consts::EXE_SUFFIX);
    let sibling = profile_dir().join(&exe_name);
    if is_fresh(&sibling) {
        return sibling;
    }
    let target_dir = profile_dir()
        .parent()
        .expect("<profile> lives in <target>")
        .join("bindgen-tests-cli");
    let cargo = env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let status = Command::new(cargo)
        .current_dir(workspace_dir())
        .args(["build", "-p", "bindgen-cli", "--bin", "bindgen"])
        .env("CARGO_TARGET_DIR", &target_dir)
        .status()
        .expect("run cargo build -p bindgen-cli");
    assert!(status.success(), "cargo build -p bindgen-cli failed");
    target_dir.join("debug").join(exe_name)
}

fn is_fresh(exe: &Path) -> bool {
    let Ok(built) = fs::metadata(exe).and_then(|m| m.modified()) else {
        return false;
    };
    let ws = workspace_dir();
    [
        ws.join("Cargo.lock"),
        ws.join("Cargo.toml"),
        ws.join("bindgen"),
        ws.join("bindgen-cli"),
    ]
    .iter()
    .all(|p| newest_mtime(p) <= built)
}

fn newest_mtime(path: &Path) -> SystemTime {
    let Ok(meta) = fs::metadata(path) else {
        return SystemTime::UNIX_EPOCH;
    };
    let own = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
    if !meta.is_dir() {
        return own;
    }
    let Ok(entries) = fs::read_dir(path) else {
        return own;
    };
    entries
        .filter_map(Result::ok)
        .filter(|e| e.file_name() != "target")
        .map(|e| newest_mtime(&e.path()))
        .fold(own, SystemTime::max)
}

/// The newest `libbindgen-*.rlib` in our `deps/` directory: the library this
/// test crate was linked against (or a build of it with other features; the
/// API the book uses is the same), so book snippets can name `bindgen::`.
pub fn bindgen_rlib() -> PathBuf {
    let deps = profile_dir().join("deps");
    fs::read_dir(&deps)
        .expect("deps directory is readable")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            name.starts_with("libbindgen-") && name.ends_with(".rlib")
        })
        .max_by_key(|p| fs::metadata(p).and_then(|m| m.modified()).ok())
        .expect("libbindgen-*.rlib in deps/ (built as a dependency of bindgen-tests)")
}

/// Type-checks `source` as a library crate; `Err` carries rustc's messages.
pub fn rustc_check(source: &str, dir: &Path, name: &str) -> Result<(), String> {
    rustc(
        source,
        dir,
        name,
        &["--crate-type", "lib", "--emit=metadata"],
    )
}

/// Builds `source` as a program with `bindgen` available and runs it.
pub fn rustc_run(source: &str, dir: &Path, name: &str) -> Result<(), String> {
    rustc(source, dir, name, &["--crate-type", "bin"])?;
    let out = Command::new(dir.join(name))
        .current_dir(dir)
        .output()
        .map_err(|e| format!("cannot run: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "the program fails:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn rustc(source: &str, dir: &Path, name: &str, kind: &[&str]) -> Result<(), String> {
    let file = dir.join(format!("{name}.rs"));
    fs::write(&file, source).expect("write snippet");
    let deps = profile_dir().join("deps");
    let rustc = env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let out = Command::new(rustc)
        .args(["--edition", "2021"])
        .args(kind)
        .args(["-A", "warnings", "--crate-name", name])
        .arg("--extern")
        .arg(format!("bindgen={}", bindgen_rlib().display()))
        .arg("-L")
        .arg(format!("dependency={}", deps.display()))
        .arg("--out-dir")
        .arg(dir)
        .arg(&file)
        .output()
        .expect("run rustc");
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}
