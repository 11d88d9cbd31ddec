//! `--clang-macro-fallback`: let clang evaluate the object-like macros the
//! token evaluator could not.
//!
//! All questions go into **one** helper unit, parsed once. The unit is a
//! marker comment and the `#include` of the questions, which are:
//!
//! ```c
//! __auto_type const __bindgen_v_0 = (NAME);           // one line per candidate
//! __typeof__((S)) const __bindgen_v_1 = (S);          // (with a string literal)
//! #ifndef OTHER                                       // one probe per `#undef` doubt
//! int __bindgen_u_0;
//! #endif
//! ```
//!
//! With `--clang-macro-fallback` on Unix the unit is started at the
//! beginning of the run and its questions come through a named pipe
//! (`early.rs`); otherwise it is built once the questions are known. The
//! unit lives in memory (an unsaved file under a private temporary
//! directory, deleted when the run ends), pulls in the inputs with `-include`
//! after the same `-include`s the main parse used, and gets the main parse's
//! clang arguments (so `-D`, `-U`, `--target`, detected system directories and
//! in-memory `header_contents` all apply) minus every dependency-output flag,
//! so the user's depfile is never touched. Error diagnostics are mapped to
//! their line (directly, or through a note such as a C++ "in instantiation
//! of ... requested here") and reject only that candidate; every declaration
//! that compiled is then evaluated on its own with `clang_Cursor_Evaluate`.
//! Integers (up to `i64::MAX`), floating values and `char` arrays (strings)
//! are kept; pointers and aggregates are rejected.
//!
//! `__auto_type` expands the macro once where `__typeof__` expands it twice,
//! which makes the unit's candidates about a third cheaper for clang
//! (bench/NOTES.md). It decays arrays, so a macro
//! that may expand to a string literal keeps the `__typeof__` form (a `char`
//! array).
//!
//! No precompiled header: with a single helper unit, writing a PCH costs more
//! than parsing the input once more (see `book/src/macro-fallback.md`).

#[cfg(unix)]
mod early;
mod error;
mod light;

pub(crate) use error::FallbackError;
pub(crate) use light::ask_with_prelude;

#[cfg(unix)]
pub(crate) use early::EarlyUnit;

/// Without named pipes the unit is always built once the questions are known.
#[cfg(not(unix))]
pub(crate) enum EarlyUnit {}

#[cfg(not(unix))]
impl EarlyUnit {
    pub(crate) fn start(_: &Inputs, _: Option<&Path>) -> Option<EarlyUnit> {
        None
    }

    pub(crate) fn ask(&mut self, _: &[Candidate], _: &[String]) -> Result<Answers, FallbackError> {
        match *self {}
    }
}

use super::model::{CInt, MacroValue};
use crate::clang::{self, Cursor, Index, TranslationUnit, UnsavedFile};
use crate::logging::{debug, warn};
use crate::parse::Inputs;
use std::collections::{HashMap, HashSet};
use std::path::Path;

/// Prefix of the value declarations in the helper unit.
const VALUE_PREFIX: &str = "__bindgen_v_";
/// The variable whose conversions are the arguments of type-only
/// candidates, and its type.
pub(crate) const FN_ARG_NAME: &str = "__bindgen_fn_arg";
const FN_ARG: &str = "long long";
/// Prefix of the `#undef` probe declarations in the helper unit.
const PROBE_PREFIX: &str = "__bindgen_u_";

/// One macro for clang: its name and the expression that stands for it.
#[derive(Clone, Debug)]
pub(crate) struct Candidate {
    /// The macro's name.
    pub name: String,
    /// Usually the name itself; the body when a callback rewrote it.
    pub expr: String,
    /// Whether the expansion may be a string literal (declared so that it
    /// stays a `char` array).
    pub may_be_string: bool,
    /// Only the expression's type is asked (`--generate-fn-macros`: a call
    /// of a function-like macro with non-constant arguments), never its value.
    pub type_only: bool,
}

/// What clang answered.
#[derive(Default, Debug)]
pub(crate) struct Answers {
    /// Value of each candidate clang could evaluate (integers with their C type,
    /// floats, strings).
    pub values: HashMap<String, MacroValue>,
    /// Probed names that are not defined at the end of the input.
    pub undefined: HashSet<String>,
    /// The integer type of each type-only candidate clang accepted.
    pub types: HashMap<String, CInt>,
}

/// Asks clang for the values of `candidates` and whether each of `probes` is
/// still defined at the end of the input. Failures are warnings, never errors:
/// the macros concerned are then simply not emitted (or kept, for probes).
pub(crate) fn ask_clang(
    inputs: &Inputs,
    build_dir: Option<&Path>,
    candidates: &[Candidate],
    probes: &[String],
) -> Answers {
    if candidates.is_empty() && probes.is_empty() {
        return Answers::default();
    }
    run_unit(inputs, build_dir, candidates, probes).unwrap_or_else(|e| {
        warn(&format!("clang macro fallback skipped: {e}"));
        Answers::default()
    })
}

/// Builds, parses and reads the helper unit, all at once (the questions
/// are an in-memory file; see `early.rs` for the unit started in advance).
fn run_unit(
    inputs: &Inputs,
    build_dir: Option<&Path>,
    candidates: &[Candidate],
    probes: &[String],
) -> Result<Answers, FallbackError> {
    // Declared first, so removed last: after the unit is gone.
    let started = std::time::Instant::now();
    let dir = private_dir(build_dir).map_err(|e| FallbackError::NoTempDir(e.to_string()))?;
    let names = UnitNames::in_dir(dir.path(), inputs);
    let index = Index::new()?;
    let mut unsaved = inputs.unsaved();
    unsaved.push(UnsavedFile::new(&names.unit, &names.unit_text()));
    unsaved.push(UnsavedFile::new(
        &names.questions,
        &questions_source(candidates, probes),
    ));
    let tu = parse_unit(&index, inputs, &names, &unsaved)?;
    debug(&format!(
        "clang macro fallback: helper unit parsed in {:?}",
        started.elapsed()
    ));
    answers_from(&tu, &names.questions, candidates, probes)
}

/// Where the helper unit and its questions live (inside a private directory).
pub(super) struct UnitNames {
    /// The unit: a marker comment and the include of the questions.
    pub unit: String,
    /// The questions: one line per candidate, then the probes.
    pub questions: String,
}

impl UnitNames {
    pub(super) fn in_dir(dir: &Path, inputs: &Inputs) -> UnitNames {
        let ext = Path::new(&inputs.main)
            .extension()
            .and_then(|e| e.to_str())
            .unwrap_or("h");
        let name = |n: &str| dir.join(n).to_string_lossy().into_owned();
        UnitNames {
            unit: name(&format!("m.{ext}")),
            questions: name("questions.h"),
        }
    }

    /// The unit's text.
    pub(super) fn unit_text(&self) -> String {
        format!(
            "/* bindgen: clang macro fallback */\n#include \"{}\"\n",
            self.questions
        )
    }

    /// Whether the questions' path can stand inside `#include "…"` as is.
    pub(super) fn includable(&self) -> bool {
        !self.questions.contains(['"', '\\', '\n'])
    }
}

/// Parses the helper unit (the inputs, then the questions).
pub(super) fn parse_unit<'i>(
    index: &'i Index,
    inputs: &Inputs,
    names: &UnitNames,
    unsaved: &[UnsavedFile],
) -> Result<TranslationUnit<'i>, FallbackError> {
    let flags = clang::CXTranslationUnit_SkipFunctionBodies | clang::CXTranslationUnit_KeepGoing;
    Ok(TranslationUnit::parse(
        index,
        &names.unit,
        &unit_args(inputs),
        unsaved,
        flags,
    )?)
}

/// Reads the answers of a parsed unit. Every candidate must have been seen,
/// as a declaration or as an error on its line.
pub(super) fn answers_from(
    tu: &TranslationUnit<'_>,
    questions: &str,
    candidates: &[Candidate],
    probes: &[String],
) -> Result<Answers, FallbackError> {
    let rejected = rejected_candidates(tu, questions, candidates.len())?;
    let (answers, declared) = read_answers(tu, candidates, probes, &rejected);
    if declared + rejected.len() < candidates.len() {
        return Err(FallbackError::Unanswered {
            seen: declared + rejected.len(),
            asked: candidates.len(),
        });
    }
    Ok(answers)
}

/// The candidates with an error on their line; an error anywhere else
/// (in a header, or in the probe section) means nothing can be trusted.
fn rejected_candidates(
    tu: &TranslationUnit<'_>,
    questions: &str,
    n: usize,
) -> Result<HashSet<usize>, FallbackError> {
    let mut rejected = HashSet::new();
    let mut foreign = 0usize;
    for positions in tu.error_positions() {
        // The error itself, or the first of its notes, on a candidate's line.
        match positions.iter().find_map(|p| candidate_at(p, questions, n)) {
            Some(k) => {
                rejected.insert(k);
            }
            None => foreign += 1,
        }
    }
    if foreign > 0 {
        return Err(FallbackError::ForeignErrors(foreign));
    }
    Ok(rejected)
}

/// Reads the value of every accepted candidate and the probes that fired;
/// also says how many candidates were declared.
fn read_answers(
    tu: &TranslationUnit<'_>,
    candidates: &[Candidate],
    probes: &[String],
    rejected: &HashSet<usize>,
) -> (Answers, usize) {
    let mut answers = Answers::default();
    let mut declared = 0;
    let index_after = |name: &str, prefix: &str| -> Option<usize> {
        name.strip_prefix(prefix)
            .and_then(|k| k.parse::<usize>().ok())
    };
    for c in tu.cursor().children() {
        if c.kind() != clang::CXCursor_VarDecl {
            continue;
        }
        let name = c.spelling();
        if let Some(k) = index_after(&name, VALUE_PREFIX) {
            let Some(macro_name) = candidates.get(k).map(|c| &c.name) else {
                continue;
            };
            declared += 1;
            if rejected.contains(&k) {
                debug(&format!("macro {macro_name}: clang rejected it"));
                continue;
            }
            if candidates[k].type_only {
                if let Some(t) = c_int_of(c) {
                    answers.types.insert(macro_name.clone(), t);
                }
                continue;
            }
            match constant_value(c) {
                Some(v) => {
                    answers.values.insert(macro_name.clone(), v);
                }
                None => debug(&format!(
                    "macro {macro_name}: not an integer, floating or string constant for clang"
                )),
            }
        } else if let Some(n) = index_after(&name, PROBE_PREFIX).and_then(|k| probes.get(k)) {
            answers.undefined.insert(n.clone());
        }
    }
    (answers, declared)
}

/// The candidate whose line (of the questions) an error position is on.
fn candidate_at(pos: &clang::FileLine, questions: &str, n: usize) -> Option<usize> {
    if pos.file != questions || pos.line < 1 {
        return None;
    }
    let k = (pos.line - 1) as usize;
    (k < n).then_some(k)
}

/// A fresh directory owned by this run (removed on drop), in the build dir if given.
pub(super) fn private_dir(build_dir: Option<&Path>) -> std::io::Result<tempfile::TempDir> {
    let mut b = tempfile::Builder::new();
    b.prefix("bindgen-macro-");
    match build_dir {
        Some(d) => b.tempdir_in(d),
        None => b.tempdir(),
    }
}

/// The questions: line `k + 1` declares candidate `k`; the probes follow.
pub(super) fn questions_source(candidates: &[Candidate], probes: &[String]) -> String {
    let mut s = String::with_capacity(candidates.len() * 80 + probes.len() * 48);
    for (k, c) in candidates.iter().enumerate() {
        let e = &c.expr;
        let line = if c.type_only {
            // Declared, never defined: the arguments are not constants
            // (`__builtin_constant_p` and friends answer as at run time).
            format!("extern {FN_ARG} {FN_ARG_NAME}; extern __typeof__(({e})) {VALUE_PREFIX}{k};\n")
        } else if c.may_be_string {
            format!("__typeof__(({e})) const {VALUE_PREFIX}{k} = ({e});\n")
        } else {
            format!("__auto_type const {VALUE_PREFIX}{k} = ({e});\n")
        };
        s.push_str(&line);
    }
    for (k, name) in probes.iter().enumerate() {
        s.push_str(&format!("#ifndef {name}\nint {PROBE_PREFIX}{k};\n#endif\n"));
    }
    s
}

/// The main parse's arguments without dependency output, then the inputs.
fn unit_args(inputs: &Inputs) -> Vec<String> {
    let mut args = without_dependency_flags(&inputs.args);
    args.push("-include".into());
    args.push(inputs.main.clone());
    // Report every error (each one rejects a candidate) and no warnings.
    args.push("-ferror-limit=0".into());
    args.push("-w".into());
    args
}

/// Removes the flags that make clang write a dependency file.
pub(crate) fn without_dependency_flags(args: &[String]) -> Vec<String> {
    // Flags that take the next argument as their value.
    const WITH_VALUE: &[&str] = &[
        "-MF",
        "-MT",
        "-MQ",
        "-MJ",
        "-dependency-file",
        "-dependency-dot",
    ];
    // Flags that stand alone.
    const ALONE: &[&str] = &[
        "-M",
        "-MM",
        "-MD",
        "-MMD",
        "-MG",
        "-MP",
        "-MV",
        "--dependencies",
        "--user-dependencies",
        "--write-dependencies",
        "--write-user-dependencies",
        "--print-missing-file-dependencies",
    ];
    // Spellings with the value joined on.
    const JOINED: &[&str] = &[
        "-MF",
        "-MT",
        "-MQ",
        "-MJ",
        "-dependency-file=",
        "-dependency-dot=",
        "--write-dependencies=",
        "--write-user-dependencies=",
    ];
    let mut out = Vec::with_capacity(args.len());
    let mut i = 0;
    while i < args.len() {
        let s = args[i].as_str();
        i += 1;
        if WITH_VALUE.contains(&s) {
            i += 1;
            continue;
        }
        if ALONE.contains(&s) || JOINED.iter().any(|p| s.starts_with(p)) {
            continue;
        }
        if let Some(list) = s.strip_prefix("-Wp,") {
            let kept = preprocessor_flags_without_deps(&list.split(',').collect::<Vec<_>>());
            if !kept.is_empty() {
                out.push(format!("-Wp,{}", kept.join(",")));
            }
            continue;
        }
        if s == "-Xpreprocessor" {
            // A run of `-Xpreprocessor X` pairs is one preprocessor flag list.
            let mut list = Vec::new();
            i -= 1;
            while i + 1 < args.len() && args[i] == "-Xpreprocessor" {
                list.push(args[i + 1].as_str());
                i += 2;
            }
            for kept in preprocessor_flags_without_deps(&list) {
                out.push("-Xpreprocessor".into());
                out.push(kept.to_string());
            }
            continue;
        }
        out.push(s.to_string());
    }
    out
}

/// A preprocessor flag list (`-Wp,` or `-Xpreprocessor`) without the
/// dependency flags and their values (`-MD file`, `-MMD file`, `-MF file`).
fn preprocessor_flags_without_deps<'a>(list: &[&'a str]) -> Vec<&'a str> {
    let mut kept = Vec::new();
    let mut i = 0;
    while i < list.len() {
        let p = list[i];
        match p {
            "-MD" | "-MMD" | "-MF" | "-MT" | "-MQ" => i += 2,
            "-M" | "-MM" | "-MG" | "-MP" => i += 1,
            _ if p.starts_with("-MF") || p.starts_with("-MT") || p.starts_with("-MQ") => i += 1,
            _ => {
                kept.push(p);
                i += 1;
            }
        }
    }
    kept
}

/// The constant a value declaration was initialised with: an integer with its
/// C type, a floating value, or the bytes of a string literal (a `char` array).
fn constant_value(c: Cursor<'_>) -> Option<MacroValue> {
    let canonical = c.ty()?.canonical();
    match canonical.kind() {
        clang::CXType_Float | clang::CXType_Double => match c.evaluate()? {
            clang::EvalValue::Float(f) => return Some(MacroValue::Float(f)),
            _ => return None,
        },
        clang::CXType_ConstantArray => {
            let elem = canonical.element()?.kind();
            if !matches!(elem, clang::CXType_Char_S | clang::CXType_Char_U) {
                return None;
            }
            return match c.evaluate()? {
                clang::EvalValue::Str(bytes) => Some(MacroValue::Str(bytes)),
                _ => None,
            };
        }
        _ => {}
    }
    let (value, ty) = integer_value(c)?;
    Some(MacroValue::Int { value, ty })
}

/// The integer a value declaration was initialised with, and its C type.
fn integer_value(c: Cursor<'_>) -> Option<(i128, CInt)> {
    let ty = c_int_of(c)?;
    match c.evaluate()? {
        clang::EvalValue::Int(v) => Some((i128::from(v), ty)),
        // Upstream reads the value as an `i64`; larger unsigned values are dropped.
        clang::EvalValue::UInt(v) if v <= i64::MAX as u64 => Some((i128::from(v), ty)),
        _ => None,
    }
}

fn c_int_of(c: Cursor<'_>) -> Option<CInt> {
    let mut ty = c.ty()?.canonical();
    if ty.kind() == clang::CXType_Enum {
        ty = ty.declaration()?.enum_integer_type()?.canonical();
    }
    Some(match ty.kind() {
        clang::CXType_Bool => CInt::Bool,
        clang::CXType_Char_S | clang::CXType_Char_U => CInt::Char,
        clang::CXType_SChar => CInt::SChar,
        clang::CXType_UChar => CInt::UChar,
        clang::CXType_Short => CInt::Short,
        clang::CXType_UShort | clang::CXType_Char16 => CInt::UShort,
        clang::CXType_Int | clang::CXType_WChar => CInt::Int,
        clang::CXType_UInt | clang::CXType_Char32 => CInt::UInt,
        clang::CXType_Long => CInt::Long,
        clang::CXType_ULong => CInt::ULong,
        clang::CXType_LongLong => CInt::LongLong,
        clang::CXType_ULongLong => CInt::ULongLong,
        // 128-bit values do not survive libclang's 64-bit evaluation API.
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn drops_every_dependency_flag() {
        let args = v(&[
            "-DA=1",
            "-MD",
            "-MMD",
            "-MF",
            "x.d",
            "-MT",
            "t",
            "-MQ",
            "q",
            "-MFy.d",
            "-M",
            "-MM",
            "-MG",
            "-MP",
            "-Wp,-MMD,k.d",
            "-Wp,-MD,k2.d,-DX",
            "--write-dependencies",
            "--write-user-dependencies",
            "--user-dependencies",
            "-dependency-file",
            "z.d",
            "-include",
            "pre.h",
            "--target=aarch64-linux-gnu",
            "-UB",
            "-Iinc",
        ]);
        assert_eq!(
            without_dependency_flags(&args),
            v(&[
                "-DA=1",
                "-Wp,-DX",
                "-include",
                "pre.h",
                "--target=aarch64-linux-gnu",
                "-UB",
                "-Iinc"
            ])
        );
    }

    #[test]
    fn drops_dependency_flags_passed_through_to_the_preprocessor() {
        let args = v(&[
            "-Xpreprocessor",
            "-MD",
            "-Xpreprocessor",
            "x.d",
            "-Xpreprocessor",
            "-DK=1",
            "-Wp,-MMD,y.d",
        ]);
        assert_eq!(
            without_dependency_flags(&args),
            v(&["-Xpreprocessor", "-DK=1"])
        );
    }

    #[test]
    fn unit_lines_follow_candidates() {
        let cands: Vec<Candidate> = [("A", false), ("B", true)]
            .iter()
            .map(|&(n, may_be_string)| Candidate {
                name: n.to_string(),
                expr: n.to_string(),
                may_be_string,
                type_only: false,
            })
            .collect();
        let s = questions_source(&cands, &v(&["C"]));
        let lines: Vec<&str> = s.lines().collect();
        assert_eq!(lines[0], "__auto_type const __bindgen_v_0 = (A);");
        // A possible string keeps its array type.
        assert_eq!(lines[1], "__typeof__((B)) const __bindgen_v_1 = (B);");
        assert_eq!(lines[2], "#ifndef C");
    }
}
