//! The output honours the rustfmt configuration the user has, wherever it
//! lives: with a global `~/.config/rustfmt/rustfmt.toml` or a `rustfmt.toml`
//! in the working directory, the bytes are exactly rustfmt's, because the
//! direct printer (which reproduces rustfmt's *default* layout) stands aside.

mod common;
use std::path::Path;
use std::process::Command;

/// A header with items of every kind the direct printer handles.
const HEADER: &str = "\
#define LIMIT 16
typedef unsigned int count_t;
struct point { int x; int y; unsigned flag : 1; unsigned level : 3; };
union either { int i; float f; };
enum color { RED, GREEN, BLUE };
int distance_between_two_points(const struct point *a, const struct point *b, count_t n);
";

/// The user's rustfmt settings, far from the defaults.
const CONFIG: &str = "hard_tabs = true\nmax_width = 70\n";

fn rustfmt_available() -> bool {
    let ok = Command::new("rustfmt")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        common::tool_missing("rustfmt");
    }
    ok
}

/// Runs `cmd` with `home` as `HOME` (rustup's own directories stay where
/// they are, or the rustfmt proxy would find no toolchain).
fn with_home<'c>(cmd: &'c mut Command, home: &Path) -> &'c mut Command {
    let real_home = std::env::var_os("HOME").unwrap_or_default();
    let real_home = Path::new(&real_home);
    let rustup =
        std::env::var_os("RUSTUP_HOME").unwrap_or_else(|| real_home.join(".rustup").into());
    let cargo = std::env::var_os("CARGO_HOME").unwrap_or_else(|| real_home.join(".cargo").into());
    cmd.env("HOME", home)
        .env("XDG_CONFIG_HOME", home.join(".config"))
        .env("RUSTUP_HOME", rustup)
        .env("CARGO_HOME", cargo)
}

/// Our formatted output, and rustfmt's own formatting of our unformatted
/// output, both under the same `HOME` and working directory.
fn ours_and_rustfmts(home: &Path, cwd: &Path) -> (String, String) {
    let header = cwd.join("input.h");
    std::fs::write(&header, HEADER).unwrap();
    let run = |extra: &[&str], out: &str| {
        let status = with_home(&mut Command::new(env!("CARGO_BIN_EXE_bindgen")), home)
            .current_dir(cwd)
            .arg(&header)
            .args(["--rust-edition", "2021", "-o", out])
            .args(extra)
            .status()
            .expect("bindgen runs");
        assert!(status.success());
    };
    run(&[], "ours.rs");
    run(&["--formatter", "none"], "plain.rs");
    let status = with_home(&mut Command::new("rustfmt"), home)
        .current_dir(cwd)
        .args(["--edition", "2021", "plain.rs"])
        .status()
        .expect("rustfmt runs");
    assert!(status.success());
    let read = |f: &str| std::fs::read_to_string(cwd.join(f)).unwrap();
    (read("ours.rs"), read("plain.rs"))
}

#[test]
fn a_global_rustfmt_config_is_honoured() {
    if !rustfmt_available() {
        return;
    }
    let home = tempfile::tempdir().unwrap();
    let cwd = tempfile::tempdir().unwrap();
    let dir = home.path().join(".config").join("rustfmt");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("rustfmt.toml"), CONFIG).unwrap();
    let (ours, theirs) = ours_and_rustfmts(home.path(), cwd.path());
    assert!(
        ours.contains("\tpub x: "),
        "the config was not applied:\n{ours}"
    );
    assert_eq!(ours, theirs);
}

#[test]
fn a_config_in_the_working_directory_is_honoured() {
    if !rustfmt_available() {
        return;
    }
    let home = tempfile::tempdir().unwrap();
    let cwd = tempfile::tempdir().unwrap();
    std::fs::write(cwd.path().join("rustfmt.toml"), CONFIG).unwrap();
    let (ours, theirs) = ours_and_rustfmts(home.path(), cwd.path());
    assert!(
        ours.contains("\tpub x: "),
        "the config was not applied:\n{ours}"
    );
    assert_eq!(ours, theirs);
}

#[test]
fn without_a_config_the_output_is_rustfmts_default_layout() {
    if !rustfmt_available() {
        return;
    }
    let home = tempfile::tempdir().unwrap();
    let cwd = tempfile::tempdir().unwrap();
    let (ours, theirs) = ours_and_rustfmts(home.path(), cwd.path());
    assert!(ours.contains("    pub x: "), "{ours}");
    assert_eq!(ours, theirs);
}
