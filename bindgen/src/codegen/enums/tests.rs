//! Unit tests of the enum styles and the rustified-enum options (`sound`, `cfi`, ...).

use super::values::cfi_encoding;
use crate::options::{Formatter, RustEnumOptions};
use std::path::PathBuf;
use std::process::Command;

/// Runs the Builder on `header` and returns the formatter-free output text.
fn gen(header: &str, setup: impl FnOnce(crate::Builder) -> crate::Builder) -> String {
    let b = crate::builder()
        .header_contents("enums_unit.h", header)
        .formatter(Formatter::None)
        .layout_tests(false);
    setup(b).generate().expect("bindings generate").to_string()
}

/// Tokens without spaces, so assertions do not depend on token spacing.
fn squash(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

fn scratch_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("bindgen-enums-unit-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

const STATE: &str = "enum State { Failed = 0, Working = 1, Done = 1 };\n\
                     typedef enum { ANON_A, ANON_B } anon_t;\n\
                     enum { LONELY = 3 };\n\
                     void take_state(enum State s);\n";

#[test]
fn cfi_encoding_is_length_prefixed() {
    assert_eq!(cfi_encoding("State"), "5State");
    assert_eq!(cfi_encoding("handler_return"), "14handler_return");
    assert_eq!(cfi_encoding("anon_t"), "6anon_t");
}

#[test]
fn cfi_attribute_on_raw_type_only_for_named_enums() {
    let out = gen(STATE, |b| b.rustified_enum_with(".*", RustEnumOptions::CFI));
    let s = squash(&out);
    assert!(s.contains("#[cfi_encoding=\"5State\"]"), "{out}");
    // A typedef'd anonymous enum uses the typedef name.
    assert!(s.contains("#[cfi_encoding=\"6anon_t\"]"), "{out}");
    // A truly anonymous enum gets none.
    assert_eq!(s.matches("cfi_encoding=").count(), 2, "{out}");
    // The attribute sits on the raw newtype.
    assert!(s.contains("#[cfi_encoding=\"5State\"]#[derive(Debug,Copy,Clone,Hash,PartialEq,Eq)]pubstructState_ctype("), "{out}");
}

#[test]
fn cfi_encoding_matches_clang_itanium_mangling() {
    // The C++ mangled name of `void take_state(enum State)` spells the enum
    // parameter with the same `<source-name>` our attribute carries.
    let Ok(clang) = which("clang++") else {
        crate::test_tools::tool_missing("cfi_encoding_matches_clang_itanium_mangling", "clang++");
        return;
    };
    let dir = scratch_dir("cfi");
    let src = dir.join("t.cpp");
    std::fs::write(
        &src,
        "enum State { A };\nvoid take_state(enum State s) { (void)s; }\n",
    )
    .unwrap();
    let out = Command::new(clang)
        .args(["-x", "c++", "-S", "-emit-llvm", "-o", "-"])
        .arg(&src)
        .output()
        .expect("clang++ runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let ir = String::from_utf8_lossy(&out.stdout);
    let expected = format!("_Z10take_state{}", cfi_encoding("State"));
    assert!(ir.contains(&expected), "clang mangled differently:\n{ir}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn cfi_output_compiles_with_the_feature_gate() {
    // `#[cfi_encoding]` is behind a feature gate. The machine's one toolchain
    // is stable, so the gate is opened the way the compiler's own build
    // does it (`RUSTC_BOOTSTRAP=1`) instead of needing a nightly toolchain.
    let out = gen(STATE, |b| {
        b.rustified_enum_with("State", RustEnumOptions::CFI | RustEnumOptions::SOUND)
    });
    let dir = scratch_dir("cfi-gate");
    let src = dir.join("lib.rs");
    std::fs::write(
        &src,
        format!("#![feature(cfi_encoding)]\n#![allow(warnings)]\n{out}"),
    )
    .unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let Ok(res) = Command::new(&rustc)
        .env("RUSTC_BOOTSTRAP", "1")
        .args(["--edition", "2021", "--crate-type", "lib", "--out-dir"])
        .arg(&dir)
        .arg(&src)
        .output()
    else {
        crate::test_tools::tool_missing("cfi_output_compiles_with_the_feature_gate", &rustc);
        return;
    };
    assert!(
        res.status.success(),
        "{}\n{out}",
        String::from_utf8_lossy(&res.stderr)
    );
    let _ = std::fs::remove_dir_all(dir);
}

fn which(tool: &str) -> Result<PathBuf, ()> {
    let path = std::env::var_os("PATH").ok_or(())?;
    std::env::split_paths(&path)
        .map(|d| d.join(tool))
        .find(|p| p.is_file())
        .ok_or(())
}

#[test]
fn plain_rustified_enum_has_no_raw_type() {
    let out = gen(STATE, |b| b.rustified_enum("State"));
    assert!(!out.contains("_ctype"), "{out}");
    let s = squash(&out);
    assert!(
        s.contains("implState{pubconstDone:State=State::Working;}"),
        "{out}"
    );
    assert!(s.contains("pubfntake_state(s:State);"), "{out}");
}

#[test]
fn raw_ffi_uses_raw_type_in_signatures() {
    let out = gen(STATE, |b| b.rustified_enum("State=raw_ffi"));
    let s = squash(&out);
    assert!(s.contains("pubfntake_state(s:State_ctype);"), "{out}");
    assert!(s.contains("pubconstfnto_raw(self)->State_ctype"), "{out}");
    assert!(!s.contains("try_from_raw"), "{out}");
}

#[test]
fn options_are_ored_across_patterns() {
    let out = gen(STATE, |b| {
        b.rustified_enum("State=try_from_raw")
            .rustified_enum("St.*=from_raw_unchecked")
    });
    assert!(out.contains("try_from_raw"), "{out}");
    assert!(out.contains("from_raw_unchecked"), "{out}");
    assert!(!squash(&out).contains("take_state(s:State_ctype)"), "{out}");
}

#[test]
fn options_ignored_when_a_stronger_style_matches() {
    let out = gen(STATE, |b| {
        b.rustified_enum("State=sound")
            .constified_enum_module("State")
    });
    assert!(!out.contains("_ctype"), "{out}");
    assert!(squash(&out).contains("pubmodState{"), "{out}");
}

#[test]
fn anonymous_enum_matched_by_variant_name() {
    let out = gen(STATE, |b| b.rustified_enum("LONELY=sound"));
    let s = squash(&out);
    assert!(s.contains("pubenum_bindgen_ty_1{LONELY=3,}"), "{out}");
    assert!(
        s.contains("pubconstLONELY:_bindgen_ty_1_ctype=_bindgen_ty_1_ctype(3);"),
        "{out}"
    );
}

#[test]
fn raw_consts_skip_names_taken_elsewhere() {
    let header = "#define State_Failed 7\nenum State { Failed, Working };\n";
    let out = gen(header, |b| b.rustified_enum("State=raw_consts"));
    let s = squash(&out);
    assert!(s.contains("pubconstState_Failed:u32=7;"), "{out}");
    assert!(!s.contains("pubconstState_Failed:State_ctype"), "{out}");
    assert!(
        s.contains("pubconstState_Working:State_ctype=State_ctype(1);"),
        "{out}"
    );
}

#[test]
fn old_targets_drop_const_where_unsupported() {
    let t = |v: &str| v.parse::<crate::RustTarget>().expect("target");
    // Targets before 1.46 (no `match` in `const fn`) are below the oldest
    // supported one (1.51) and rejected, so every target gets `const fn`.
    assert!("1.45".parse::<crate::RustTarget>().is_err());
    let out = gen(STATE, |b| {
        b.rust_target(t("1.56")).rustified_enum("State=sound")
    });
    let s = squash(&out);
    assert!(s.contains("pubconstfntry_from_raw("), "{out}");
    assert!(s.contains("pubconstunsafefnfrom_raw_unchecked("), "{out}");
    assert!(!s.contains("cfg!(debug_assertions)"), "{out}");
    let out = gen(STATE, |b| b.rustified_enum("State=sound"));
    assert!(squash(&out).contains("cfg!(debug_assertions)"), "{out}");
}

#[derive(Debug)]
struct VariantCallbacks;

impl crate::callbacks::ParseCallbacks for VariantCallbacks {
    fn enum_variant_behavior(
        &self,
        _enum_name: Option<&str>,
        name: &str,
        _value: crate::callbacks::EnumVariantValue,
    ) -> Option<crate::callbacks::EnumVariantCustomBehavior> {
        use crate::callbacks::EnumVariantCustomBehavior as B;
        match name {
            "CB_HIDDEN" => Some(B::Hide),
            "CB_CONST" => Some(B::Constify),
            "MC_ONE" => Some(B::ModuleConstify),
            _ => None,
        }
    }
    fn enum_variant_name(
        &self,
        enum_name: Option<&str>,
        name: &str,
        value: crate::callbacks::EnumVariantValue,
    ) -> Option<String> {
        if enum_name == Some("enum cb") && name == "CB_RENAME" {
            assert_eq!(value, crate::callbacks::EnumVariantValue::Unsigned(2));
            return Some("CB_RENAMED".into());
        }
        None
    }
}

const CALLBACKS: &str = "enum cb { CB_CONST = 0, CB_HIDDEN = 1, CB_RENAME = 2, CB_PLAIN = 3 };\n\
                         enum mc { MC_ONE = 1, MC_TWO = 2 };\n";

#[test]
fn variant_callbacks_in_consts_style() {
    let out = gen(CALLBACKS, |b| b.parse_callbacks(Box::new(VariantCallbacks)));
    let s = squash(&out);
    assert!(!s.contains("CB_HIDDEN"), "{out}");
    assert!(s.contains("pubconstcb_CB_RENAMED:cb=2;"), "{out}");
    // Constified variants move after the others.
    let plain = s.find("cb_CB_PLAIN").expect("plain variant");
    let konst = s.find("cb_CB_CONST").expect("constified variant");
    assert!(plain < konst, "{out}");
    // ModuleConstify on one variant makes the enum a module.
    assert!(s.contains("pubmodmc{#[allow(unused_imports)]usesuper::*;pubtypeType=::std::os::raw::c_uint;pubconstMC_ONE:Type=1;pubconstMC_TWO:Type=2;}"), "{out}");
}

#[test]
fn variant_callbacks_in_rust_style() {
    let out = gen(CALLBACKS, |b| {
        b.parse_callbacks(Box::new(VariantCallbacks))
            .rustified_enum("cb")
    });
    let s = squash(&out);
    assert!(
        s.contains("pubenumcb{CB_RENAMED=2,CB_PLAIN=3,CB_CONST=0,}"),
        "{out}"
    );
    // The free constant carries the enum's prefix, as in the constified styles.
    assert!(s.contains("pubconstcb_CB_CONST:cb=cb::CB_CONST;"), "{out}");
    assert!(!s.contains("CB_HIDDEN"), "{out}");
}

#[test]
fn derives_follow_options_and_callbacks() {
    let out = gen(STATE, |b| {
        b.rustified_enum("State=try_from_raw")
            .derive_debug(false)
            .derive_partialord(true)
            .derive_ord(true)
    });
    let s = squash(&out);
    assert!(
        s.contains(
            "#[repr(u32)]#[derive(Copy,Clone,Hash,PartialOrd,Ord,PartialEq,Eq)]pubenumState"
        ),
        "{out}"
    );
    assert!(
        s.contains("#[derive(Copy,Clone,Hash,PartialOrd,Ord,PartialEq,Eq)]pubstructState_ctype"),
        "{out}"
    );
}

#[test]
fn translate_enum_integer_types_in_every_style() {
    let header =
        "enum s8 : signed char { S8_A = -1 };\nenum u16e : unsigned short { U16_A = 1 };\n";
    for (style, expect) in [
        ("consts", "pubtypes8=i8;"),
        ("newtype", "pubstructs8(pubi8);"),
        (
            "moduleconsts",
            "pubmods8{#[allow(unused_imports)]usesuper::*;pubtypeType=i8;",
        ),
        ("rust", "#[repr(i8)]"),
    ] {
        let out = gen(header, |b| {
            b.translate_enum_integer_types(true)
                .default_enum_style(style.parse().expect("style"))
        });
        assert!(squash(&out).contains(expect), "{style}: {out}");
    }
    let out = gen(header, |b| {
        b.translate_enum_integer_types(true)
            .rustified_enum("u16e=raw_ffi")
    });
    assert!(
        squash(&out).contains("pubstructu16e_ctype(pubu16);"),
        "{out}"
    );
}
