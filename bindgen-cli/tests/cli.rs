//! Behaviour of the `bindgen` command line that scripts and build systems depend on
//! (CLI.md §1, §2, §4): exit codes, messages, version output, completions, `--help`.

use std::path::Path;
use std::process::Command;

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn bindgen_in(dir: &Path, args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_bindgen"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("cannot start bindgen");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn bindgen(args: &[&str]) -> Run {
    bindgen_in(Path::new("."), args)
}

/// A scratch directory holding one header `h.h` with `text`.
fn with_header(text: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("h.h"), text).unwrap();
    dir
}

/// Every long flag named in the tables of CLI.md (0.72.1 + the three `main` additions +
/// the hidden `--no-derive-default`). Kept in sync with the spec by `help_lists_spec_flags`.
const SPEC_FLAGS: &[&str] = &[
    "--allowlist-file",
    "--allowlist-function",
    "--allowlist-item",
    "--allowlist-type",
    "--allowlist-var",
    "--anon-fields-prefix",
    "--bindgen-wrapper-union",
    "--bitfield-enum",
    "--block-extern-crate",
    "--blocklist-file",
    "--blocklist-function",
    "--blocklist-item",
    "--blocklist-type",
    "--blocklist-var",
    "--builtins",
    "--c-naming",
    "--clang-macro-fallback",
    "--clang-macro-fallback-build-dir",
    "--conservative-inline-namespaces",
    "--constified-enum",
    "--constified-enum-module",
    "--ctypes-prefix",
    "--default-alias-style",
    "--default-enum-style",
    "--default-macro-constant-type",
    "--default-non-copy-union-style",
    "--default-visibility",
    "--depfile",
    "--disable-header-comment",
    "--disable-name-namespacing",
    "--disable-nested-struct-naming",
    "--disable-untagged-union",
    "--distrust-clang-mangling",
    "--dump-preprocessed-input",
    "--dynamic-link-require-all",
    "--dynamic-loading",
    "--emit-clang-ast",
    "--emit-diagnostics",
    "--emit-ir",
    "--emit-ir-graphviz",
    "--enable-cxx-namespaces",
    "--enable-function-attribute-detection",
    "--experimental",
    "--explicit-padding",
    "--extern-block-attrs",
    "--field-attr",
    "--fit-macro-constant-types",
    "--flexarray-dst",
    "--formatter",
    "--generate",
    "--generate-block",
    "--generate-cstr",
    "--generate-deleted-functions",
    "--generate-inline-functions",
    "--generate-private-functions",
    "--generate-pure-virtual-functions",
    "--generate-shell-completions",
    "--help",
    "--ignore-functions",
    "--ignore-methods",
    "--impl-debug",
    "--impl-partialeq",
    "--manually-drop-union",
    "--merge-extern-blocks",
    "--module-raw-line",
    "--must-use-type",
    "--new-type-alias",
    "--new-type-alias-deref",
    "--newtype-enum",
    "--newtype-global-enum",
    "--no-convert-floats",
    "--no-copy",
    "--no-debug",
    "--no-default",
    "--no-derive-copy",
    "--no-derive-debug",
    "--no-derive-default",
    "--no-doc-comments",
    "--no-hash",
    "--no-include-path-detection",
    "--no-layout-tests",
    "--no-partialeq",
    "--no-prepend-enum-name",
    "--no-record-matches",
    "--no-recursive-allowlist",
    "--no-rustfmt-bindings",
    "--no-size_t-is-usize",
    "--nonnull-references",
    "--normal-alias",
    "--objc-extern-crate",
    "--opaque-type",
    "--output",
    "--override-abi",
    "--prefix-link-name",
    "--raw-line",
    "--represent-cxx-operators",
    "--respect-cxx-access-specs",
    "--rust-edition",
    "--rust-target",
    "--rustfmt-configuration-file",
    "--rustified-enum",
    "--rustified-non-exhaustive-enum",
    "--sort-semantically",
    "--time-phases",
    "--translate-enum-integer-types",
    "--use-array-pointers-in-arguments",
    "--use-core",
    "--use-distinct-char16-t",
    "--use-specific-virtual-function-receiver",
    "--verbose",
    "--version",
    "--vtable-generation",
    "--wasm-import-module-name",
    "--with-attribute-custom",
    "--with-attribute-custom-enum",
    "--with-attribute-custom-struct",
    "--with-attribute-custom-union",
    "--with-derive-custom",
    "--with-derive-custom-enum",
    "--with-derive-custom-struct",
    "--with-derive-custom-union",
    "--with-derive-default",
    "--with-derive-eq",
    "--with-derive-hash",
    "--with-derive-ord",
    "--with-derive-partialeq",
    "--with-derive-partialord",
    "--wrap-static-fns",
    "--wrap-static-fns-path",
    "--wrap-static-fns-suffix",
    "--wrap-unsafe-ops",
];

/// Flags that exist but are deliberately absent from `--help`.
const HIDDEN: &[&str] = &["--no-derive-default"];

/// Flags of ours that upstream does not have (the book documents each):
/// they are the only ones `--help` may list beyond CLI.md.
const OURS_ONLY: &[&str] = &["--generate-fn-macros", "--verify-abi"];

/// Long flag names at the start of `--help` option lines.
fn help_flags(help: &str) -> std::collections::BTreeSet<String> {
    let mut out = std::collections::BTreeSet::new();
    for line in help.lines() {
        let t = line.trim_start();
        let t = t
            .strip_prefix("-h, ")
            .or_else(|| t.strip_prefix("-o, "))
            .or_else(|| t.strip_prefix("-V, "))
            .unwrap_or(t);
        if let Some(rest) = t.strip_prefix("--") {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            out.insert(format!("--{name}"));
        }
    }
    out
}

/// Long flags in the first column of the spec's tables.
fn spec_table_flags(spec: &str) -> std::collections::BTreeSet<String> {
    let mut out = std::collections::BTreeSet::new();
    for line in spec.lines().filter(|l| l.starts_with("| `")) {
        let first = line.split('|').nth(1).unwrap_or("");
        let mut rest = first;
        while let Some(i) = rest.find("--") {
            let name: String = rest[i + 2..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            if !name.is_empty() {
                out.insert(format!("--{name}"));
            }
            rest = &rest[i + 2..];
        }
    }
    out
}

#[test]
fn help_lists_spec_flags() {
    let r = bindgen(&["--help"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let ours = help_flags(&r.stdout);
    let missing: Vec<&&str> = SPEC_FLAGS
        .iter()
        .filter(|f| !HIDDEN.contains(f) && !ours.contains(**f))
        .collect();
    assert!(
        missing.is_empty(),
        "flags of CLI.md missing from --help: {missing:?}"
    );
    // The spec itself, when it is available next to the repository.
    let spec_path = Path::new("/work/shared/spec/CLI.md");
    if let Ok(spec) = std::fs::read_to_string(spec_path) {
        // TARGET.md: 0.73 renamed this flag, and 0.73.2 wins over CLI.md.
        let from_spec: std::collections::BTreeSet<String> = spec_table_flags(&spec)
            .into_iter()
            .map(|f| {
                if f == "--extern-fn-block-attrs" {
                    "--extern-block-attrs".to_string()
                } else {
                    f
                }
            })
            .collect();
        let listed: std::collections::BTreeSet<String> =
            SPEC_FLAGS.iter().map(|s| s.to_string()).collect();
        assert_eq!(from_spec, listed, "SPEC_FLAGS is out of date with CLI.md");
    }
    for h in HIDDEN {
        assert!(!ours.contains(*h), "{h} must stay hidden");
    }
    for f in OURS_ONLY {
        assert!(ours.contains(*f), "{f} is missing from --help");
    }
    // Nothing beyond the spec shows up in --help.
    let extra: Vec<&String> = ours
        .iter()
        .filter(|f| !SPEC_FLAGS.contains(&f.as_str()) && !OURS_ONLY.contains(&f.as_str()))
        .collect();
    assert!(
        extra.is_empty(),
        "--help lists flags CLI.md does not know: {extra:?}"
    );
}

#[test]
fn version_short_and_long() {
    for flag in ["--version", "-V"] {
        let r = bindgen(&[flag]);
        assert_eq!(r.code, 0);
        assert_eq!(r.stdout.lines().next(), Some("bindgen 0.73.2"));
        assert_eq!(r.stdout.lines().count(), 1);
    }
    let r = bindgen(&["--version", "--verbose"]);
    assert_eq!(r.code, 0);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[0], "bindgen 0.73.2");
    assert!(
        lines[1].starts_with("Clang: ") && lines[1].contains("clang version"),
        "{:?}",
        lines
    );
}

#[test]
fn no_header() {
    // No argument at all: the usage.
    let r = bindgen(&[]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.starts_with("Usage: bindgen"), "{}", r.stderr);
    let r = bindgen(&["--use-core"]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("Header not found"));
}

#[test]
fn grammar_errors_exit_2() {
    let r = bindgen(&["x.h", "--no-such-flag"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("unexpected argument '--no-such-flag'"),
        "{}",
        r.stderr
    );

    let r = bindgen(&["x.h", "--generate", "functions,bogus"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("Unknown codegen item kind: bogus"),
        "{}",
        r.stderr
    );

    let r = bindgen(&["x.h", "--with-derive-custom", "NoEquals"]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("Missing '='"), "{}", r.stderr);

    let r = bindgen(&["x.h", "--rustfmt-configuration-file", "rel/rustfmt.toml"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("needs to be an absolute path!"),
        "{}",
        r.stderr
    );

    let r = bindgen(&["x.h", "--default-enum-style", "foo"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .contains("invalid value 'foo' for '--default-enum-style"),
        "{}",
        r.stderr
    );

    let r = bindgen(&["x.h", "--rust-target", "2.0"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("\"2.0\" is not a valid Rust target"),
        "{}",
        r.stderr
    );

    let r = bindgen(&["x.h", "--override-abi", "f=bogus"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .contains("invalid value 'f=bogus' for '--override-abi"),
        "{}",
        r.stderr
    );

    let r = bindgen(&["x.h", "--module-raw-line", "only-one"]);
    assert_eq!(r.code, 2);

    let r = bindgen(&["x.h", "--no-rustfmt-bindings", "--formatter", "none"]);
    assert_eq!(r.code, 2);

    for gone in [
        "--blacklist-type",
        "--whitelist-function",
        "--rustfmt-bindings",
        "--type-alias",
        "--enum-style",
    ] {
        let r = bindgen(&["x.h", gone, "x"]);
        assert_eq!(r.code, 2, "{gone} must be rejected");
    }
}

#[test]
fn header_problems_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let r = bindgen_in(dir.path(), &["missing.h"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("Unable to generate bindings: header 'missing.h' does not exist."),
        "{}",
        r.stderr
    );
    std::fs::create_dir(dir.path().join("d.h")).unwrap();
    let r = bindgen_in(dir.path(), &["d.h"]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("is a folder"), "{}", r.stderr);
}

#[test]
fn shell_completions() {
    for shell in ["bash", "elvish", "fish", "powershell", "zsh"] {
        let r = bindgen(&["--generate-shell-completions", shell]);
        assert_eq!(r.code, 0, "{shell}: {}", r.stderr);
        assert!(r.stdout.contains("bindgen"), "{shell}");
        assert!(
            r.stdout.contains("allowlist-function"),
            "{shell} script lacks flags"
        );
    }
    assert_eq!(bindgen(&["--generate-shell-completions", "tcsh"]).code, 2);
}

/// The C++/Objective-C flags on plain C input: accepted, and (as upstream
/// 0.73.2, checked by running it on this header) the output is the same as
/// without them, except `--enable-cxx-namespaces`, which wraps it in
/// `pub mod root` (its goldens are `cxx_namespaces_*`).
#[test]
fn cxx_and_objc_flags_on_c_input() {
    let dir = with_header(
        "#define LIMIT 3\nstruct pair { int a; struct pair *next; };\n\
         typedef struct pair pair_t;\nenum mode { M_A, M_B };\n\
         int first(const pair_t *p, enum mode m);\nextern unsigned short wide[LIMIT];\n",
    );
    let plain = bindgen_in(dir.path(), &["h.h"]);
    assert_eq!(plain.code, 0, "{}", plain.stderr);
    for flag in [
        "--disable-name-namespacing",
        "--conservative-inline-namespaces",
        "--use-specific-virtual-function-receiver",
        "--represent-cxx-operators",
        "--respect-cxx-access-specs",
        "--vtable-generation",
        "--generate-deleted-functions",
        "--generate-pure-virtual-functions",
        "--generate-private-functions",
        "--nonnull-references",
        "--use-distinct-char16-t",
        "--objc-extern-crate",
        "--generate-block",
        "--block-extern-crate",
    ] {
        let r = bindgen_in(dir.path(), &["h.h", flag]);
        assert_eq!(r.code, 0, "{flag}: {}", r.stderr);
        assert_eq!(r.stdout, plain.stdout, "{flag} changed C output");
    }
    let r = bindgen_in(dir.path(), &["h.h", "--enable-cxx-namespaces"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("pub mod root {"), "{}", r.stdout);
    assert!(
        r.stdout.contains("pub type pair_t = root::pair;"),
        "{}",
        r.stdout
    );
    // All of them at once, through the library too.
    let b = bindgen::Builder::default()
        .header(dir.path().join("h.h").to_str().unwrap())
        .disable_name_namespacing()
        .conservative_inline_namespaces()
        .use_specific_virtual_function_receiver(true)
        .represent_cxx_operators(true)
        .respect_cxx_access_specs(true)
        .vtable_generation(true)
        .generate_deleted_functions(true)
        .generate_pure_virtual_functions(true)
        .generate_private_functions(true)
        .generate_cxx_nonnull_references(true)
        .use_distinct_char16_t(true)
        .objc_extern_crate(true)
        .generate_block(true)
        .block_extern_crate(true);
    // They survive the flags round trip.
    let flags = b.command_line_flags();
    for f in [
        "--vtable-generation",
        "--block-extern-crate",
        "--nonnull-references",
    ] {
        assert!(flags.iter().any(|x| x == f), "{f} missing from {flags:?}");
    }
    let text = b.generate().expect("C++ switches on C input").to_string();
    assert_eq!(text, plain.stdout);
}

#[test]
fn compat_flags_accepted() {
    let dir = with_header("typedef unsigned long size_t;\nsize_t len(const char *s);\n");
    // Kernel 6.1 still passes the pre-0.60 positive form; it is the default anyway.
    let r = bindgen_in(
        dir.path(),
        &[
            "h.h",
            "--size_t-is-usize",
            "--no-derive-default",
            "--experimental",
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("-> usize"), "{}", r.stdout);
    let r = bindgen_in(dir.path(), &["--help"]);
    assert!(
        !r.stdout.contains("--size_t-is-usize "),
        "hidden flag shown"
    );
}

#[test]
fn value_syntax_and_header_position() {
    let dir = with_header("struct s { int a; };\nint g(void);\n");
    let r = bindgen_in(
        dir.path(),
        &[
            "--allowlist-type=s",
            "h.h",
            "-o=out.rs",
            "--no-layout-tests",
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let text = std::fs::read_to_string(dir.path().join("out.rs")).unwrap();
    assert!(text.contains("pub struct s"));
    assert!(!text.contains("fn g"));
}

#[test]
fn depfile_written() {
    let dir = with_header("#include \"inc.h\"\nstruct s { T a; };\n");
    std::fs::write(dir.path().join("inc.h"), "typedef int T;\n").unwrap();
    let r = bindgen_in(dir.path(), &["h.h", "-o", "out.rs", "--depfile", "out.d"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let dep = std::fs::read_to_string(dir.path().join("out.d")).unwrap();
    assert!(dep.starts_with("out.rs: "), "{dep}");
    assert!(dep.contains("inc.h") && dep.contains("h.h"), "{dep}");
}

#[test]
fn prefix_link_name() {
    let dir = with_header("int f(void);\nextern int v;\n");
    let r = bindgen_in(dir.path(), &["h.h", "--prefix-link-name", "pre_"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("#[link_name = \"\\u{1}pre_f\"]"),
        "{}",
        r.stdout
    );
    assert!(!r.stdout.contains("pre_v"), "{}", r.stdout);
}

/// `scripts/rust_is_available_bindgen_libclang.h` of the kernel.
#[test]
fn kernel_libclang_version_probe() {
    let dir = with_header("#pragma message(\"clang version \" __clang_version__)\n");
    let r = bindgen_in(dir.path(), &["h.h"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let version = r
        .stderr
        .lines()
        .find_map(|l| l.split("clang version ").nth(1))
        .and_then(|v| v.split(|c: char| !(c.is_ascii_digit() || c == '.')).next())
        .unwrap_or_default()
        .to_string();
    assert_eq!(
        version.split('.').count(),
        3,
        "no `clang version X.Y.Z` in stderr: {}",
        r.stderr
    );
}

/// The kernel's checks for a 0.66 regression and for token pasting.
#[test]
fn kernel_regression_probes() {
    let dir = with_header("#define A \"\\0\"\n");
    let r = bindgen_in(dir.path(), &["h.h"]);
    assert_eq!(r.code, 0, "{}", r.stderr);

    let dir = with_header("#define F(x) int x##x\nF(foo);\n");
    let r = bindgen_in(dir.path(), &["h.h"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("foofoo"), "{}", r.stdout);
}

#[test]
fn repeated_flags() {
    let dir = with_header("struct a { int x; };\nstruct b { int y; };\nstruct c { int z; };\n");
    let r = bindgen_in(
        dir.path(),
        &[
            "h.h",
            "--blocklist-type",
            "a",
            "--blocklist-type=b",
            "--no-layout-tests",
            "--raw-line",
            "// r1",
            "--raw-line",
            "// r2",
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        !r.stdout.contains("struct a") && !r.stdout.contains("struct b"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("pub struct c"));
    assert!(r.stdout.contains("// r1\n// r2\n"));
}

#[test]
fn attribute_custom_brackets() {
    let dir = with_header("struct s { int x; };\n");
    let r = bindgen_in(
        dir.path(),
        &[
            "h.h",
            "--with-attribute-custom-struct",
            "s=#[doc = \"a,b=c\"],#[must_use]",
            "--no-layout-tests",
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("a,b=c") && r.stdout.contains("#[must_use]"),
        "{}",
        r.stdout
    );
}

/// C array parameters decay to pointers (`int p[2]` is `int *p`); passing `[T; N]` by
/// value would be ABI-wrong (glibc `pipe`, `socketpair`, `utimes`).
#[test]
fn array_parameters_decay_to_pointers() {
    let dir = with_header("int pipe2(int fds[2], int flags);\nint sum(const int v[4]);\n");
    let r = bindgen_in(dir.path(), &["h.h"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("fds: *mut ::std::os::raw::c_int"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("v: *const ::std::os::raw::c_int"),
        "{}",
        r.stdout
    );
}

#[test]
fn field_attr_flag() {
    let dir = with_header("struct S { int a; int b; };\n");
    let r = bindgen_in(
        dir.path(),
        &[
            "h.h",
            "--field-attr",
            "S::a=serde(skip)",
            "--field-attr=S::b=doc = \"x=y\"",
            "--no-layout-tests",
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("#[serde(skip)]\n    pub a:"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("#[doc = \"x=y\"]\n    pub b:"),
        "{}",
        r.stdout
    );
    assert_eq!(
        bindgen_in(dir.path(), &["h.h", "--field-attr", "S::a"]).code,
        2
    );
    assert_eq!(
        bindgen_in(dir.path(), &["h.h", "--field-attr", "a=b"]).code,
        2
    );
}

/// Grammar errors as upstream 0.73.2 reports them (exit code 2, checked by
/// running it): a single-value option or a switch given twice, a Rust target
/// older than 1.51, a `--field-attr` whose attribute is not Rust tokens.
#[test]
fn grammar_errors_as_upstream() {
    let dir = with_header("int f(void);\n");
    let twice: &[&[&str]] = &[
        &["--ctypes-prefix", "a", "--ctypes-prefix", "b"],
        &["-o", "x.rs", "-o", "y.rs"],
        &["--rust-target", "1.70", "--rust-target", "1.71"],
        &["--formatter", "none", "--formatter", "rustfmt"],
        &[
            "--default-enum-style",
            "rust",
            "--default-enum-style",
            "consts",
        ],
        &["--use-core", "--use-core"],
        &["--no-layout-tests", "--no-layout-tests"],
    ];
    for args in twice {
        let mut all = vec!["h.h"];
        all.extend_from_slice(args);
        let r = bindgen_in(dir.path(), &all);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(
            r.stderr.contains("cannot be used multiple times"),
            "{args:?}: {}",
            r.stderr
        );
        assert!(!dir.path().join("x.rs").exists());
    }
    // Options that take a list may repeat.
    let r = bindgen_in(
        dir.path(),
        &[
            "h.h",
            "--raw-line",
            "// a",
            "--raw-line",
            "// b",
            "--allowlist-function",
            "f",
            "--allowlist-function",
            "g",
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    for old in ["1.50", "1.33", "1.0"] {
        let r = bindgen_in(dir.path(), &["h.h", "--rust-target", old]);
        assert_eq!(r.code, 2, "{old}: {}", r.stderr);
        assert!(
            r.stderr
                .contains("the earliest Rust version supported by bindgen is 1.51.0"),
            "{old}: {}",
            r.stderr
        );
    }
    assert_eq!(
        bindgen_in(dir.path(), &["h.h", "--rust-target", "1.51"]).code,
        0
    );
    for bad in ["a::b=x(", "a::b=]", "no_equals", "no_path=x"] {
        let r = bindgen_in(dir.path(), &["h.h", "--field-attr", bad]);
        assert_eq!(r.code, 2, "{bad}: {}", r.stderr);
        assert!(
            r.stderr
                .contains(&format!("invalid value '{bad}' for '--field-attr <SPEC>'")),
            "{bad}: {}",
            r.stderr
        );
    }
    let r = bindgen_in(dir.path(), &["h.h", "--field-attr", "a::b=serde(skip)"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

/// The library refuses targets older than 1.51 the same way.
#[test]
fn library_rejects_targets_before_1_51() {
    assert!(bindgen::RustTarget::stable(50, 0).is_err());
    assert_eq!(
        bindgen::RustTarget::stable(47, 0).unwrap_err().to_string(),
        "the earliest Rust version supported by bindgen is 1.51.0"
    );
    assert!(bindgen::RustTarget::stable(51, 0).is_ok());
    let err = "1.50".parse::<bindgen::RustTarget>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "\"1.50\" is not a valid Rust target, the earliest Rust version supported by bindgen is 1.51.0"
    );
}
