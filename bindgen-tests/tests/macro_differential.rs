//! Macro constants checked against the C compiler.
//!
//! For each header, bindings are generated with and without
//! `--clang-macro-fallback`; every integer `pub const NAME: T = V;` of the
//! output is printed by a C program that includes the same header, and the two
//! values must agree. Also: the fallback leaves the user's depfile alone,
//! works with `header_contents` inputs and `-include`, and leaves no files.
//!
//! Needs `clang` on `PATH` (or `$CLANG`).

use bindgen_tests::{header_clang_args, header_path};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::{env, fs};

fn clang() -> String {
    env::var("CLANG").unwrap_or_else(|_| "clang".to_owned())
}

/// An integer constant read back from generated Rust.
#[derive(Debug)]
struct RustConst {
    name: String,
    signed: bool,
    value: i128,
}

/// Reads `pub const NAME: T = V;` lines whose `T` is a primitive integer.
fn int_consts(src: &str) -> Vec<RustConst> {
    let mut out = Vec::new();
    for line in src.lines() {
        let Some(rest) = line.trim().strip_prefix("pub const ") else {
            continue;
        };
        let Some((name, rest)) = rest.split_once(':') else {
            continue;
        };
        let Some((ty, value)) = rest.split_once('=') else {
            continue;
        };
        let ty = ty.trim();
        let signed = match ty {
            "i8" | "i16" | "i32" | "i64" => true,
            "u8" | "u16" | "u32" | "u64" => false,
            _ => continue,
        };
        let value = value.trim().trim_end_matches(';').trim();
        let value = value.trim_end_matches(ty);
        let value: i128 = value
            .parse()
            .unwrap_or_else(|e| panic!("cannot read the value of `{line}`: {e}"));
        out.push(RustConst {
            name: name.trim().to_owned(),
            signed,
            value,
        });
    }
    out
}

fn generate(header: &Path, clang_args: &[String], fallback: bool) -> String {
    let mut b = bindgen::builder()
        .header(header.to_str().expect("UTF-8 path"))
        .clang_args(clang_args);
    if fallback {
        b = b.clang_macro_fallback();
    }
    match b.generate() {
        Ok(bindings) => bindings.to_string(),
        Err(e) => panic!("{}: bindgen failed: {e}", header.display()),
    }
}

/// The value of each constant according to the C compiler (`None`: not defined).
fn c_values(
    dir: &Path,
    header: &Path,
    clang_args: &[String],
    consts: &[&RustConst],
) -> BTreeMap<String, Option<i128>> {
    let mut src = format!(
        "#include \"{}\"\n#include <stdio.h>\nint main(void) {{\n",
        header.display()
    );
    for c in consts {
        let (cast, fmt) = if c.signed {
            ("long long", "%lld")
        } else {
            ("unsigned long long", "%llu")
        };
        src.push_str(&format!(
            "#ifdef {n}\n  printf(\"{n} {fmt}\\n\", ({cast})({n}));\n#else\n  printf(\"{n} -\\n\");\n#endif\n",
            n = c.name
        ));
    }
    src.push_str("  return 0;\n}\n");
    let c_file = dir.join("probe.c");
    let exe = dir.join("probe");
    fs::write(&c_file, src).expect("write probe.c");
    let out = Command::new(clang())
        .args(clang_args)
        .arg("-w")
        .arg("-o")
        .arg(&exe)
        .arg(&c_file)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", clang()));
    assert!(
        out.status.success(),
        "the C probe for {} does not compile:\n{}",
        header.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let run = Command::new(&exe).output().expect("run the C probe");
    assert!(run.status.success(), "the C probe failed");
    String::from_utf8_lossy(&run.stdout)
        .lines()
        .filter_map(|l| {
            let (name, v) = l.split_once(' ')?;
            Some((name.to_owned(), v.parse::<i128>().ok()))
        })
        .collect()
}

/// Generates `header` both ways and compares every integer constant with C.
/// Returns (constants without fallback, constants with fallback).
fn check_header(header: &Path, clang_args: &[String]) -> (usize, usize) {
    let dir = tempfile::tempdir().expect("temp dir");
    let plain = int_consts(&generate(header, clang_args, false));
    let with_fallback = int_consts(&generate(header, clang_args, true));
    let all: Vec<&RustConst> = plain.iter().chain(with_fallback.iter()).collect();
    let c = c_values(dir.path(), header, clang_args, &all);
    let mut mismatches = Vec::new();
    for (mode, list) in [
        ("token evaluator", &plain),
        ("with fallback", &with_fallback),
    ] {
        for k in list.iter() {
            match c.get(&k.name) {
                Some(Some(v)) if *v == k.value => {}
                Some(Some(v)) => {
                    mismatches.push(format!("{} ({mode}): Rust {} but C {v}", k.name, k.value))
                }
                _ => mismatches.push(format!("{} ({mode}): not defined for C", k.name)),
            }
        }
    }
    assert!(
        mismatches.is_empty(),
        "{}: {} mismatch(es):\n{}",
        header.display(),
        mismatches.len(),
        mismatches.join("\n")
    );
    // The fallback only adds constants.
    for k in &plain {
        assert!(
            with_fallback.iter().any(|f| f.name == k.name),
            "{}: `{}` disappeared with the fallback",
            header.display(),
            k.name
        );
    }
    (plain.len(), with_fallback.len())
}

#[test]
fn system_headers_match_the_c_compiler() {
    let dir = tempfile::tempdir().expect("temp dir");
    let header = dir.path().join("system_mix.h");
    fs::write(
        &header,
        "#include <stdint.h>\n#include <limits.h>\n#include <errno.h>\n#include <fcntl.h>\n\
         #include <sys/ioctl.h>\n#include <linux/fs.h>\n",
    )
    .expect("write header");
    let (plain, fallback) = check_header(&header, &[]);
    eprintln!("system headers: {plain} integer constants without the fallback, {fallback} with it");
    assert!(plain > 200, "only {plain} constants without the fallback");
    assert!(
        fallback > plain,
        "the fallback added nothing ({plain} vs {fallback})"
    );
}

#[test]
fn test_headers_match_the_c_compiler() {
    for name in [
        "macro_undef",
        "macro_undef_include",
        "macro_undef_function_like",
        "macro_fallback_forms",
        "macro_fallback_rejects",
        "macro_fallback_clash",
        "macro_fallback_include",
        "macro_fallback_stdint",
        "macro_fallback_off",
        "macro_int",
        "macro_hex",
        "macro_char",
        "macro_before_items",
    ] {
        check_header(&header_path(name), &header_clang_args(name));
    }
}

fn depfile_after(fallback: bool, dir: &Path, header: &Path, style: &str) -> String {
    let dep = dir.join(if fallback { "with.d" } else { "without.d" });
    let dep_s = dep.to_str().expect("UTF-8").to_owned();
    let args: Vec<String> = match style {
        "wp" => vec![format!("-Wp,-MMD,{dep_s}")],
        _ => vec!["-MD".into(), "-MF".into(), dep_s],
    };
    generate(header, &args, fallback);
    let text =
        fs::read_to_string(&dep).unwrap_or_else(|e| panic!("no depfile {}: {e}", dep.display()));
    fs::remove_file(&dep).expect("remove depfile");
    text
}

#[test]
fn fallback_leaves_the_depfile_alone() {
    let dir = tempfile::tempdir().expect("temp dir");
    let header = header_path("macro_fallback_forms");
    for style in ["wp", "md"] {
        let without = depfile_after(false, dir.path(), &header, style);
        let with = depfile_after(true, dir.path(), &header, style);
        assert_eq!(without, with, "the fallback changed the depfile ({style})");
        assert!(
            with.contains("macro_fallback_forms.h"),
            "unexpected depfile: {with}"
        );
    }
}

#[test]
fn fallback_sees_header_contents() {
    let out = bindgen::builder()
        .header_contents(
            "hc_types.h",
            "typedef short hc_short;\nenum { HC_E = 9 };\n",
        )
        .header_contents(
            "hc_main.h",
            "#define HC_CAST ((hc_short)70000)\n#define HC_ENUM (HC_E + 1)\n",
        )
        .clang_macro_fallback()
        .generate()
        .expect("bindgen")
        .to_string();
    assert!(out.contains("pub const HC_CAST: u32 = 4464;"), "{out}");
    assert!(out.contains("pub const HC_ENUM: u32 = 10;"), "{out}");
}

#[test]
fn fallback_sees_only_in_memory_main_header() {
    let out = bindgen::builder()
        .header_contents(
            "hc_only.h",
            "typedef unsigned char hc_byte;\n#define HC_ONLY ((hc_byte)258)\n",
        )
        .clang_macro_fallback()
        .generate()
        .expect("bindgen")
        .to_string();
    assert!(out.contains("pub const HC_ONLY: u32 = 2;"), "{out}");
}

#[test]
fn fallback_honours_include_and_define_args() {
    let dir = tempfile::tempdir().expect("temp dir");
    let pre = dir.path().join("pre.h");
    fs::write(&pre, "typedef unsigned short pre_u16;\n").expect("write");
    let main = dir.path().join("main.h");
    fs::write(
        &main,
        "#define INC_CAST ((pre_u16)65537)\n#define INC_DEF (FROM_D * 2)\n",
    )
    .expect("write");
    let args = vec![
        "-include".to_owned(),
        pre.to_str().unwrap().to_owned(),
        "-DFROM_D=21".to_owned(),
    ];
    let out = generate(&main, &args, true);
    assert!(out.contains("pub const INC_CAST: u32 = 1;"), "{out}");
    assert!(out.contains("pub const INC_DEF: u32 = 42;"), "{out}");
    let without = generate(&main, &args, false);
    assert!(!without.contains("INC_CAST"), "{without}");
}

#[test]
fn build_dir_is_left_empty() {
    let build = tempfile::tempdir().expect("temp dir");
    let header: PathBuf = header_path("macro_fallback_forms");
    let out = bindgen::builder()
        .header(header.to_str().unwrap())
        .clang_macro_fallback()
        .clang_macro_fallback_build_dir(build.path())
        .generate()
        .expect("bindgen")
        .to_string();
    assert!(out.contains("FB_SET_POINT"), "{out}");
    let left: Vec<_> = fs::read_dir(build.path()).unwrap().collect();
    assert!(left.is_empty(), "files left in the build dir: {left:?}");
}

#[test]
fn parallel_runs_do_not_collide() {
    let header = header_path("macro_fallback_forms");
    let expected = generate(&header, &[], true);
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let h = header.clone();
            std::thread::spawn(move || generate(&h, &[], true))
        })
        .collect();
    for h in handles {
        assert_eq!(h.join().expect("thread"), expected);
    }
}

/// Rewrites the body of `RW_TARGET` into `((rw_t)300)`.
#[derive(Debug)]
struct Rewrite;

impl bindgen::callbacks::ParseCallbacks for Rewrite {
    fn modify_macro(&self, name: &str, tokens: &mut Vec<bindgen::callbacks::Token>) {
        use bindgen::callbacks::{Token, TokenKind as K};
        if name != "RW_TARGET" {
            return;
        }
        let spelled: [(K, &str); 7] = [
            (K::Punctuation, "("),
            (K::Punctuation, "("),
            (K::Identifier, "rw_t"),
            (K::Punctuation, ")"),
            (K::Literal, "300"),
            (K::Punctuation, ")"),
            (K::Comment, "/* rewritten */"),
        ];
        tokens.truncate(1);
        tokens.extend(spelled.iter().map(|(k, s)| Token::from((*k, s.as_bytes()))));
    }
}

#[test]
fn fallback_evaluates_rewritten_bodies() {
    let out = bindgen::builder()
        .header_contents(
            "rw.h",
            "typedef unsigned char rw_t;\n#define RW_TARGET ((rw_t)1)\n",
        )
        .parse_callbacks(Box::new(Rewrite))
        .clang_macro_fallback()
        .generate()
        .expect("bindgen")
        .to_string();
    // 300 as an unsigned char, not the value of the original body.
    assert!(out.contains("pub const RW_TARGET: u32 = 44;"), "{out}");
}

#[test]
fn cxx_header_matches_the_cxx_compiler() {
    let header = bindgen_tests::headers_dir()
        .join("include")
        .join("macro_fallback_cxx.hpp");
    let args: Vec<String> = ["-x", "c++", "-std=c++17"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let out = generate(&header, &args, true);
    for expected in [
        "pub const CXX_NS: u32 = 4;",
        "pub const CXX_SCOPED: u32 = 4;",
        "pub const CXX_TEMPLATE: u32 = 11;",
        "pub const CXX_BOOL: u32 = 1;",
        "pub const CXX_AFTER_BAD: u32 = 4464;",
    ] {
        assert!(out.contains(expected), "missing `{expected}` in:\n{out}");
    }
    assert!(
        !out.contains("CXX_BAD_TEMPLATE") && !out.contains("CXX_NULLPTR"),
        "{out}"
    );
    check_header(&header, &args);
}
