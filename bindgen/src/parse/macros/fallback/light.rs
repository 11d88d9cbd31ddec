//! A helper unit that does not parse the inputs again: for
//! `--generate-fn-macros`, whose questions (the type of each translated
//! macro's call) need only the macro definitions and the few declarations
//! the expansions name, the unit is a *prelude* standing for the inputs
//! (written by `fn_macro/type_unit.rs`: declarations with the types the main
//! parse read, then every macro definition in force at the end of the
//! inputs), followed by the questions. Parsing it costs a small fraction of
//! parsing the inputs (on Linux's `bindings_helper.h`, the second parse was
//! most of the flag's cost).
//!
//! The inputs' own `-include`s are left out (their macros are in the
//! prelude, their declarations too); every other argument of the main parse
//! stays, so `-D`, `--target` and the language apply. A name the prelude
//! lacks is an error on its question, which the caller then asks again in a
//! unit with the inputs.

use super::{
    answers_from, private_dir, questions_source, without_dependency_flags, Answers, Candidate,
    FallbackError, UnitNames,
};
use crate::clang::{self, Index, TranslationUnit, UnsavedFile};
use crate::parse::Inputs;
use std::path::Path;

/// Asks clang the types of `candidates` (type-only questions) in a unit made
/// of `prelude` and the questions.
pub(crate) fn ask_with_prelude(
    inputs: &Inputs,
    build_dir: Option<&Path>,
    prelude: &str,
    candidates: &[Candidate],
) -> Result<Answers, FallbackError> {
    let dir = private_dir(build_dir).map_err(|e| FallbackError::NoTempDir(e.to_string()))?;
    let names = UnitNames::in_dir(dir.path(), inputs);
    let index = Index::new()?;
    let unit = format!("{prelude}#include \"{}\"\n", names.questions);
    let unsaved = [
        UnsavedFile::new(&names.unit, &unit),
        UnsavedFile::new(&names.questions, &questions_source(candidates, &[])),
    ];
    let mut args = without_includes(&without_dependency_flags(&inputs.args));
    // No warnings, except that calling an undeclared function is an error:
    // a name the prelude lacks must not be taken for an `int` function.
    for a in [
        "-ferror-limit=0",
        "-Wno-everything",
        "-Werror=implicit-function-declaration",
    ] {
        args.push(a.into());
    }
    let flags = clang::CXTranslationUnit_SkipFunctionBodies | clang::CXTranslationUnit_KeepGoing;
    let tu = TranslationUnit::parse(&index, &names.unit, &args, &unsaved, flags)?;
    // What the prelude lacked, for whoever reads the debug log.
    for d in tu
        .diagnostics()
        .iter()
        .filter(|d| d.severity == clang::Severity::Error)
    {
        crate::logging::debug(&format!("type unit without the inputs: {}", d.formatted));
    }
    answers_from(&tu, &names.questions, candidates, &[])
}

/// The arguments without the files they include before the input
/// (`-include`, `-imacros`, `-include-pch`, joined or not).
fn without_includes(args: &[String]) -> Vec<String> {
    let mut out = Vec::with_capacity(args.len());
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        i += 1;
        if matches!(a, "-include" | "-imacros" | "-include-pch") {
            i += 1;
        } else if !(a.starts_with("-include") || a.starts_with("-imacros")) {
            out.push(a.to_string());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn includes_are_dropped_and_the_rest_kept() {
        let args: Vec<String> = [
            "-DX=1",
            "-include",
            "a.h",
            "-includeb.h",
            "-imacros",
            "m.h",
            "-include-pch",
            "p.pch",
            "-Iinc",
            "--target=x86_64-linux-gnu",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        assert_eq!(
            without_includes(&args),
            vec!["-DX=1", "-Iinc", "--target=x86_64-linux-gnu"]
        );
    }

    #[test]
    fn answers_from_the_prelude_alone() {
        let dir = tempfile::tempdir().expect("temp dir");
        let main = dir.path().join("in.h");
        std::fs::write(&main, "#error never parsed\n").expect("write header");
        let main = main.to_string_lossy().into_owned();
        let inputs = Inputs {
            main: main.clone(),
            args: vec!["-include".into(), main.clone()],
            contents: Vec::new(),
            pointer_size: 8,
            big_endian: false,
            char_signed: true,
            all_headers: vec![main],
            cxx: false,
        };
        let prelude = "typedef unsigned short u16;\n#define WIDEN(x) ((u16)(x) + 1L)\n#define BAD(x) (missing(x))\n";
        let q = |name: &str| Candidate {
            name: name.into(),
            expr: format!("{name}((int)__bindgen_fn_arg)"),
            may_be_string: false,
            type_only: true,
        };
        let answers =
            ask_with_prelude(&inputs, None, prelude, &[q("WIDEN"), q("BAD")]).expect("answers");
        assert_eq!(
            answers.types.get("WIDEN"),
            Some(&super::super::super::model::CInt::Long)
        );
        assert!(!answers.types.contains_key("BAD"));
    }
}
