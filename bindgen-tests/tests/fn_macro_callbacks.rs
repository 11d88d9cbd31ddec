//! The `fn_macro` parse callback of `--generate-fn-macros`: it sees every
//! function-like macro (with the default signature, or why the macro is left
//! out), may skip one or give it other parameter types, and the older
//! `func_macro` callback still hears of every definition.

use bindgen::callbacks::{
    FnMacroBehavior, FnMacroInfo, FnMacroParam, FnMacroSignature, IntKind, ParseCallbacks,
};
use std::sync::{Arc, Mutex};

const HEADER: &str = r#"
#define PLUS_ONE(x) ((x) + 1)
#define SKIP_ME(x) ((x) * 2)
#define AS_UNSIGNED(x) ((x) >> 1)
#define SIZE(t) sizeof(t)
#define STR(x) #x
#define USES_SKIPPED(x) (SKIP_ME(x) + 1)
"#;

#[derive(Debug, Default)]
struct Seen {
    /// (name, default signature, skip reason)
    fn_macro: Vec<(String, Option<FnMacroSignature>, Option<String>)>,
    func_macro: Vec<String>,
}

#[derive(Debug)]
struct Hook(Arc<Mutex<Seen>>);

impl ParseCallbacks for Hook {
    fn func_macro(&self, name: &str, _value: &[&[u8]]) {
        self.0.lock().unwrap().func_macro.push(name.to_string());
    }
    fn fn_macro(&self, info: &FnMacroInfo<'_>) -> FnMacroBehavior {
        self.0.lock().unwrap().fn_macro.push((
            info.name.to_string(),
            info.signature.cloned(),
            info.skipped.map(str::to_string),
        ));
        match info.name {
            "SKIP_ME" => FnMacroBehavior::Skip,
            "AS_UNSIGNED" => FnMacroBehavior::Signature(FnMacroSignature {
                params: vec![FnMacroParam::Value(IntKind::UInt)],
            }),
            // A parameter the rule makes a type becomes a value instead.
            "SIZE" => FnMacroBehavior::Signature(FnMacroSignature {
                params: vec![FnMacroParam::Value(IntKind::Long)],
            }),
            _ => FnMacroBehavior::Default,
        }
    }
}

#[test]
fn the_callback_decides() {
    let seen = Arc::new(Mutex::new(Seen::default()));
    let out = bindgen::Builder::default()
        .header_contents("fns.h", HEADER)
        .generate_fn_macros(true)
        .parse_callbacks(Box::new(Hook(seen.clone())))
        .generate()
        .expect("bindgen")
        .to_string();
    let seen = seen.lock().unwrap();

    // Every function-like macro reaches both callbacks.
    let mut names: Vec<&str> = seen.fn_macro.iter().map(|(n, ..)| n.as_str()).collect();
    names.sort();
    assert_eq!(
        names,
        [
            "AS_UNSIGNED",
            "PLUS_ONE",
            "SIZE",
            "SKIP_ME",
            "STR",
            "USES_SKIPPED"
        ]
    );
    assert_eq!(seen.func_macro.len(), 6);

    let info = |n: &str| seen.fn_macro.iter().find(|(m, ..)| m == n).unwrap();
    let int = FnMacroSignature {
        params: vec![FnMacroParam::Value(IntKind::Int)],
    };
    assert_eq!(info("PLUS_ONE").1.as_ref(), Some(&int));
    assert_eq!(
        info("SIZE").1.as_ref().map(|s| s.params.clone()),
        Some(vec![FnMacroParam::Type])
    );
    let reason = info("STR").2.as_deref().unwrap_or_default();
    assert!(reason.contains("stringification"), "{reason}");

    assert!(
        out.contains("pub const fn PLUS_ONE(x: ::std::os::raw::c_int) -> ::std::os::raw::c_int"),
        "{out}"
    );
    assert!(
        out.contains(
            "pub const fn AS_UNSIGNED(x: ::std::os::raw::c_uint) -> ::std::os::raw::c_uint"
        ),
        "{out}"
    );
    assert!(
        out.contains("pub const fn SIZE(_t: ::std::os::raw::c_long) -> ::std::os::raw::c_ulong"),
        "{out}"
    );
    assert!(!out.contains("fn SKIP_ME"), "{out}");
    assert!(!out.contains("fn STR"), "{out}");
    // A macro that would call a skipped one inlines it instead.
    assert!(out.contains("pub const fn USES_SKIPPED"), "{out}");
    assert!(!out.contains("SKIP_ME("), "{out}");
}

#[test]
fn off_by_default() {
    let out = bindgen::Builder::default()
        .header_contents("fns.h", HEADER)
        .generate()
        .expect("bindgen")
        .to_string();
    assert!(!out.contains("const fn"), "{out}");
}
