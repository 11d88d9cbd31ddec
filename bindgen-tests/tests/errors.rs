//! Error behaviour of the `bindgen` command line: exit codes, messages, and
//! that a failed run never touches the `-o` file.
//!
//! Finding the binary: `CARGO_BIN_EXE_bindgen` only exists inside the
//! package that owns the binary, so this test looks for it itself:
//! 1. `$BINDGEN_CLI`, if set, is used as is;
//! 2. else `<target>/<profile>/bindgen` next to this test's own `deps/`
//!    directory, if it is newer than every source file of `bindgen/` and
//!    `bindgen-cli/` (true after `cargo test --workspace` or
//!    `cargo build -p bindgen-cli`);
//! 3. else it is built once with `cargo build -p bindgen-cli` into a
//!    private target directory `<target>/bindgen-tests-cli`, so the nested
//!    cargo never waits on the lock of the build that runs this test.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;
use std::time::SystemTime;
use std::{env, fs};

fn workspace_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("bindgen-tests sits inside the workspace")
        .to_path_buf()
}

fn bindgen_exe() -> &'static Path {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(locate_or_build)
}

fn locate_or_build() -> PathBuf {
    if let Some(path) = env::var_os("BINDGEN_CLI") {
        return PathBuf::from(path);
    }
    let exe_name = format!("bindgen{}", env::consts::EXE_SUFFIX);
    let test_exe = env::current_exe().expect("path of the test executable");
    // <target>/<profile>/deps/errors-<hash>
    let profile_dir = test_exe
        .parent()
        .and_then(Path::parent)
        .expect("test executables live in <target>/<profile>/deps");
    let sibling = profile_dir.join(&exe_name);
    if is_fresh(&sibling) {
        return sibling;
    }
    let target_dir = profile_dir
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

/// True when `exe` exists and is newer than every input of the CLI build.
fn is_fresh(exe: &Path) -> bool {
    let Ok(built) = fs::metadata(exe).and_then(|m| m.modified()) else {
        return false;
    };
    let ws = workspace_dir();
    let inputs = [
        ws.join("Cargo.lock"),
        ws.join("Cargo.toml"),
        ws.join("bindgen"),
        ws.join("bindgen-cli"),
    ];
    inputs.iter().all(|p| newest_mtime(p) <= built)
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

fn run_bindgen<I, S>(args: I) -> Output
where
    I: IntoIterator<Item = S>,
    S: AsRef<std::ffi::OsStr>,
{
    Command::new(bindgen_exe())
        .args(args)
        .output()
        .expect("run the bindgen binary")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Runs a failing invocation twice, with `-o` naming an existing file and a
/// nonexistent one, and checks the exit code, the message and the files.
fn assert_fails_without_output(header: &Path, code: i32, needles: &[String]) {
    let dir = tempfile::tempdir().expect("temporary directory");
    let existing = dir.path().join("existing.rs");
    let original = "// written before the run\n";
    fs::write(&existing, original).expect("write existing output file");
    let absent = dir.path().join("absent.rs");

    for out_file in [&existing, &absent] {
        let out = run_bindgen([header.as_os_str(), "-o".as_ref(), out_file.as_os_str()]);
        let err = stderr(&out);
        assert_eq!(
            out.status.code(),
            Some(code),
            "exit status for {}; stderr:\n{err}",
            header.display()
        );
        for needle in needles {
            assert!(
                err.contains(needle.as_str()),
                "stderr lacks {needle:?}:\n{err}"
            );
        }
    }
    assert_eq!(
        fs::read_to_string(&existing).expect("existing output file still there"),
        original,
        "a failed run changed the existing -o file"
    );
    assert!(
        !absent.exists(),
        "a failed run created the -o file {}",
        absent.display()
    );
}

#[test]
fn missing_header_is_reported() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = dir.path().join("does_not_exist.h");
    let message = format!(
        "Unable to generate bindings: header '{}' does not exist.",
        header.display()
    );
    assert_fails_without_output(&header, 1, &[message]);
}

#[test]
fn directory_as_header_is_reported() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let folder = dir.path().join("a_folder.h");
    fs::create_dir(&folder).expect("create directory");
    // Upstream words this one without the word "header".
    let message = format!(
        "Unable to generate bindings: '{}' is a folder",
        folder.display()
    );
    assert_fails_without_output(&folder, 1, &[message]);
}

#[test]
fn syntax_error_names_file_and_line() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = dir.path().join("broken.h");
    fs::write(&header, "int fine;\n\nint broken = ;\n").expect("write header");
    let location = format!("{}:3:", header.display());
    let summary = "Unable to generate bindings: clang diagnosed error".to_owned();
    assert_fails_without_output(&header, 1, &[location, summary]);
}

#[test]
fn unknown_target_triple_is_named() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = dir.path().join("ok.h");
    fs::write(&header, "int ok;\n").expect("write header");
    // Rust's spelling of the triple, which clang does not know: libclang
    // only says that parsing failed, the message names the triple.
    let out = run_bindgen([
        header.as_os_str(),
        "--".as_ref(),
        "--target=riscv64gc-unknown-linux-gnu".as_ref(),
    ]);
    assert_eq!(out.status.code(), Some(1), "stderr:\n{}", stderr(&out));
    let err = stderr(&out);
    assert!(
        err.contains("target triple `riscv64gc-unknown-linux-gnu`") && !err.contains("panicked"),
        "stderr:\n{err}"
    );
}

#[test]
fn version_is_printed() {
    let out = run_bindgen(["--version"]);
    assert_eq!(out.status.code(), Some(0), "stderr:\n{}", stderr(&out));
    let text = stdout(&out);
    assert_eq!(
        text.lines().next(),
        Some("bindgen 0.73.2"),
        "stdout:\n{text}"
    );
    let short = run_bindgen(["-V"]);
    assert_eq!(stdout(&short).lines().next(), Some("bindgen 0.73.2"));
}

#[test]
fn unknown_flag_exits_2() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = dir.path().join("ok.h");
    fs::write(&header, "int ok;\n").expect("write header");
    let out = run_bindgen([header.as_os_str(), "--no-such-flag".as_ref()]);
    assert_eq!(out.status.code(), Some(2), "stderr:\n{}", stderr(&out));
    assert!(
        stderr(&out).contains("--no-such-flag"),
        "stderr:\n{}",
        stderr(&out)
    );
}

#[test]
fn removed_flag_names_exit_2() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = dir.path().join("ok.h");
    fs::write(&header, "int ok;\n").expect("write header");
    for flag in ["--whitelist-function", "--blacklist-type"] {
        let out = run_bindgen([header.as_os_str(), flag.as_ref(), "x".as_ref()]);
        assert_eq!(
            out.status.code(),
            Some(2),
            "{flag}: stderr:\n{}",
            stderr(&out)
        );
    }
}

#[test]
fn invalid_enum_style_exits_2() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = dir.path().join("ok.h");
    fs::write(&header, "int ok;\n").expect("write header");
    let out = run_bindgen([
        header.as_os_str(),
        "--default-enum-style".as_ref(),
        "sideways".as_ref(),
    ]);
    assert_eq!(out.status.code(), Some(2), "stderr:\n{}", stderr(&out));
    assert!(
        stderr(&out).contains("invalid value 'sideways'"),
        "stderr:\n{}",
        stderr(&out)
    );
}

#[test]
fn no_header_is_reported() {
    let out = run_bindgen(["--use-core"]);
    assert_eq!(out.status.code(), Some(1), "stderr:\n{}", stderr(&out));
    assert!(
        stderr(&out).contains("Header not found"),
        "stderr:\n{}",
        stderr(&out)
    );
}

#[test]
fn success_writes_output_file() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = dir.path().join("good.h");
    fs::write(&header, "struct good { int x; };\n").expect("write header");
    let out_file = dir.path().join("good.rs");
    let out = run_bindgen([header.as_os_str(), "-o".as_ref(), out_file.as_os_str()]);
    assert_eq!(out.status.code(), Some(0), "stderr:\n{}", stderr(&out));
    let text = fs::read_to_string(&out_file).expect("output written");
    assert!(text.contains("pub struct good"), "output:\n{text}");
}

#[test]
fn too_wide_bitfield_is_reported_once() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = dir.path().join("wide.h");
    fs::write(
        &header,
        "struct wide { unsigned __int128 big : 100; unsigned small : 3; };\n",
    )
    .expect("write header");
    let out = run_bindgen([header.as_os_str()]);
    assert_eq!(out.status.code(), Some(0), "stderr:\n{}", stderr(&out));
    let err = stderr(&out);
    assert_eq!(
        err.matches("bitfield `big` is 100 bits wide").count(),
        1,
        "stderr:\n{err}"
    );
    let text = stdout(&out);
    assert!(text.contains("pub fn small(&self)"), "output:\n{text}");
    assert!(!text.contains("pub fn big(&self)"), "output:\n{text}");
}

/// Invalid derive names, attributes and ctypes prefixes: a clear message and
/// a non-zero exit, never a panic (upstream pastes them into the output or
/// panics).
#[test]
fn invalid_derives_and_prefixes_are_reported() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let plain = dir.path().join("plain.h");
    fs::write(&plain, "struct S { int a; };\nenum E { E_A };\n").expect("write header");
    let annotated = dir.path().join("annotated.h");
    fs::write(
        &annotated,
        "/** <div rustbindgen derive=\"1\"></div> */\nstruct T { int b; };\n",
    )
    .expect("write header");
    let cases: [(&Path, &[&str], i32, &str); 5] = [
        (
            &annotated,
            &[],
            1,
            "cannot derive `1`: it is not a Rust path",
        ),
        (
            &plain,
            &["--with-derive-custom-struct", "S=1x"],
            2,
            "`1x` is not a Rust path to derive",
        ),
        (&plain, &["--with-derive-custom-enum", "E=Copy,"], 0, ""),
        (
            &plain,
            &["--with-attribute-custom", "S=must_use"],
            2,
            "`must_use` is not a Rust attribute",
        ),
        (
            &plain,
            &["--ctypes-prefix", "1bad"],
            2,
            "the ctypes prefix `1bad` is not a Rust path",
        ),
    ];
    for (header, flags, code, needle) in cases {
        let mut args = vec![header.as_os_str()];
        args.extend(flags.iter().map(std::ffi::OsStr::new));
        let out = run_bindgen(&args);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(code), "{flags:?}: stderr:\n{err}");
        assert!(err.contains(needle), "{flags:?}: stderr:\n{err}");
        assert!(!err.contains("panicked"), "{flags:?}: stderr:\n{err}");
    }
}

/// Every input problem is reported in the one failed run, not only the first.
#[test]
fn every_invalid_derive_is_reported() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = dir.path().join("two.h");
    fs::write(
        &header,
        "/** <div rustbindgen derive=\"1\"></div> */\nstruct T { int b; };\n\
         /** <div rustbindgen derive=\"2\"></div> */\nstruct U { int c; };\n",
    )
    .expect("write header");
    let out = run_bindgen([header.as_os_str()]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1), "stderr:\n{err}");
    for needle in ["cannot derive `1`", "cannot derive `2`"] {
        assert!(err.contains(needle), "missing {needle}: stderr:\n{err}");
    }
}

// What a newcomer sees in the first hour (issue 30): each message and exit
// code as the user reads it.

#[test]
fn no_arguments_print_the_usage() {
    let out = run_bindgen(Vec::<String>::new());
    assert_eq!(out.status.code(), Some(1), "stderr:\n{}", stderr(&out));
    let err = stderr(&out);
    assert!(
        err.contains("Usage: bindgen") && err.contains("<HEADER>") && err.contains("--help"),
        "stderr:\n{err}"
    );
    assert!(stdout(&out).is_empty(), "stdout:\n{}", stdout(&out));
}

#[test]
fn clang_errors_print_once() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = dir.path().join("broken.h");
    fs::write(&header, "int fine;\n\nint broken = ;\n").expect("write header");
    let out = run_bindgen([header.as_os_str()]);
    assert_eq!(out.status.code(), Some(1), "stderr:\n{}", stderr(&out));
    let err = stderr(&out);
    let location = format!("{}:3:", header.display());
    assert_eq!(err.matches(&location).count(), 1, "stderr:\n{err}");
    assert!(
        err.contains("Unable to generate bindings: clang diagnosed error"),
        "stderr:\n{err}"
    );
    // Not a missing include: no include advice.
    assert!(!err.contains("hint:"), "stderr:\n{err}");
}

#[test]
fn missing_include_says_where_include_directories_go() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = dir.path().join("wrapper.h");
    fs::write(&header, "#include \"png_not_here.h\"\nint x;\n").expect("write header");
    let out = run_bindgen([header.as_os_str()]);
    assert_eq!(out.status.code(), Some(1), "stderr:\n{}", stderr(&out));
    let err = stderr(&out);
    assert_eq!(
        err.matches("'png_not_here.h' file not found").count(),
        1,
        "stderr:\n{err}"
    );
    for needle in [
        "hint:",
        "after `--`",
        "-I/path/to/include",
        "BINDGEN_EXTRA_CLANG_ARGS",
    ] {
        assert!(err.contains(needle), "stderr lacks {needle:?}:\n{err}");
    }
}

/// A header declaring one function, `png_access`.
fn png_header(dir: &Path) -> PathBuf {
    let header = dir.join("png.h");
    fs::write(&header, "int png_access(int mode);\n").expect("write header");
    header
}

#[test]
fn invalid_regex_is_an_error() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = png_header(dir.path());
    let out = run_bindgen([
        header.as_os_str(),
        "--allowlist-function".as_ref(),
        "png_(access".as_ref(),
    ]);
    assert_eq!(out.status.code(), Some(1), "stderr:\n{}", stderr(&out));
    let err = stderr(&out);
    for needle in [
        "invalid regular expression `png_(access` given to allowlist_function (--allowlist-function)",
        "unclosed group",
    ] {
        assert!(err.contains(needle), "stderr lacks {needle:?}:\n{err}");
    }
    assert!(stdout(&out).is_empty(), "stdout:\n{}", stdout(&out));
}

#[test]
fn every_invalid_regex_is_reported() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = png_header(dir.path());
    let out = run_bindgen([
        header.as_os_str(),
        "--allowlist-function".as_ref(),
        "png_(access".as_ref(),
        "--allowlist-function".as_ref(),
        "png_[read".as_ref(),
        "--blocklist-type".as_ref(),
        "png_*?)".as_ref(),
    ]);
    assert_eq!(out.status.code(), Some(1), "stderr:\n{}", stderr(&out));
    let err = stderr(&out);
    for needle in [
        "invalid regular expression `png_(access` given to allowlist_function (--allowlist-function)",
        "also: invalid regular expression `png_[read` given to allowlist_function (--allowlist-function)",
        "also: invalid regular expression `png_*?)` given to blocklist_type (--blocklist-type)",
    ] {
        assert!(err.contains(needle), "stderr lacks {needle:?}:\n{err}");
    }
    assert!(stdout(&out).is_empty(), "stdout:\n{}", stdout(&out));
}

#[test]
fn invalid_regex_is_a_typed_error_in_the_library() {
    let err = bindgen::Builder::default()
        .header_contents("png.h", "int png_access(int mode);\n")
        .allowlist_function("png_(access")
        .generate()
        .expect_err("an invalid regex fails the run");
    match err {
        bindgen::BindgenError::InvalidRegex {
            option,
            pattern,
            error,
        } => {
            assert_eq!(option, "allowlist_function");
            assert_eq!(pattern, "png_(access");
            assert!(error.contains("unclosed group"), "{error}");
        }
        other => panic!("expected InvalidRegex, got {other:?}"),
    }
}

#[test]
fn unused_regex_is_a_warning_by_default() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = png_header(dir.path());
    let out = run_bindgen([
        header.as_os_str(),
        "--allowlist-function".as_ref(),
        "png_acess".as_ref(),
        "--blocklist-type".as_ref(),
        "nothing_here".as_ref(),
    ]);
    assert_eq!(out.status.code(), Some(0), "stderr:\n{}", stderr(&out));
    let err = stderr(&out);
    for needle in [
        "unused regular expression `png_acess` (--allowlist-function, Builder::allowlist_function): it matched no item",
        "unused regular expression `nothing_here` (--blocklist-type, Builder::blocklist_type)",
    ] {
        assert!(err.contains(needle), "stderr lacks {needle:?}:\n{err}");
    }
    // A pattern that matched is not reported.
    let out = run_bindgen([
        header.as_os_str(),
        "--allowlist-function".as_ref(),
        "png_.*".as_ref(),
    ]);
    assert!(
        !stderr(&out).contains("unused"),
        "stderr:\n{}",
        stderr(&out)
    );
}

#[test]
fn emit_diagnostics_prints_notes() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = png_header(dir.path());
    let out = run_bindgen([
        header.as_os_str(),
        "--allowlist-function".as_ref(),
        "png_acess".as_ref(),
        "--experimental".as_ref(),
        "--emit-diagnostics".as_ref(),
    ]);
    assert_eq!(out.status.code(), Some(0), "stderr:\n{}", stderr(&out));
    let err = stderr(&out);
    for needle in [
        "unused regular expression: `png_acess`\n",
        "= note: it was passed to `--allowlist-function` (Builder::allowlist_function) and matched no item\n",
        "= info: this diagnostic was generated by bindgen",
    ] {
        assert!(err.contains(needle), "stderr lacks {needle:?}:\n{err}");
    }
}

#[test]
fn missing_libclang_has_its_own_error() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let header = png_header(dir.path());
    let out = Command::new(bindgen_exe())
        .arg(&header)
        .env("LIBCLANG_PATH", dir.path().join("no-libclang-here"))
        .output()
        .expect("run the bindgen binary");
    assert_eq!(out.status.code(), Some(1), "stderr:\n{}", stderr(&out));
    let err = stderr(&out);
    assert!(
        err.contains("Unable to generate bindings: Unable to find libclang"),
        "stderr:\n{err}"
    );
    assert!(err.contains("LIBCLANG_PATH"), "no advice:\n{err}");
    assert!(!err.contains("clang diagnosed error"), "stderr:\n{err}");
}
