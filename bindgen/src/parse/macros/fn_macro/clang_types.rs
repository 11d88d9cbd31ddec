//! The result type of each translated macro, asked of clang: a helper unit
//! (`fallback/light.rs` with the prelude of `type_unit.rs`, else
//! `fallback.rs` with the inputs) declares, for every function,
//!
//! ```c
//! extern long long __bindgen_fn_arg; extern __typeof__((NAME((int)__bindgen_fn_arg, int))) __bindgen_v_K;
//! ```
//!
//! with each value parameter a non-constant value of its decided C type and
//! each type parameter `int`, and reads the declared type. The translation
//! typed the body with C's rules; clang's answer decides: a function whose
//! type clang gives otherwise, or whose call clang rejects with arguments of
//! its parameter types, is left out (with the reason at info level), and so
//! is every function calling it.

use super::super::fallback::{self, Candidate, FN_ARG_NAME};
use super::super::model::{CInt, DataModel};
use super::c_to_ir;
use crate::fasthash::FastSet;
use crate::ir::{FnExpr, FnExprKind, FnMacroFn, FnMacroParamIr, IntKind};
use crate::parse::Inputs;
use std::collections::HashMap;
use std::path::Path;

/// The C spelling of a parameter type.
fn c_spelling(k: IntKind) -> &'static str {
    match k {
        IntKind::Char { .. } => "char",
        IntKind::SChar => "signed char",
        IntKind::UChar => "unsigned char",
        IntKind::Short => "short",
        IntKind::UShort => "unsigned short",
        IntKind::Int | IntKind::Fixed { .. } | IntKind::Char16 | IntKind::Char32 => "int",
        IntKind::UInt => "unsigned int",
        IntKind::Long => "long",
        IntKind::ULong => "unsigned long",
        IntKind::LongLong => "long long",
        IntKind::ULongLong => "unsigned long long",
        IntKind::I128 => "__int128",
        IntKind::U128 => "unsigned __int128",
    }
}

/// The name of the second question of a function taking literal arguments.
fn literal_key(name: &str) -> String {
    format!("{name}\0literal")
}

/// One type-only question per function; a function taking literal
/// arguments (`FnMacroFn::literal_args`) gets a second one with `0` for
/// each value, used when clang rejects the first.
fn type_questions(fns: &[FnMacroFn]) -> Vec<Candidate> {
    let question = |f: &FnMacroFn, name: String, value: &dyn Fn(IntKind) -> String| {
        let args: Vec<String> = f
            .params
            .iter()
            .map(|p| match p {
                FnMacroParamIr::Value { ty, .. } => value(*ty),
                FnMacroParamIr::Type { .. } => "int".to_string(),
            })
            .collect();
        Candidate {
            name,
            expr: format!("{}({})", f.name, args.join(", ")),
            may_be_string: false,
            type_only: true,
        }
    };
    let mut out = Vec::with_capacity(fns.len());
    for f in fns {
        out.push(question(f, f.name.clone(), &|ty| {
            format!("(({}){FN_ARG_NAME})", c_spelling(ty))
        }));
        if f.literal_args {
            out.push(question(f, literal_key(&f.name), &|_| "0".to_string()));
        }
    }
    out
}

/// Asks clang the type of each function: first in a unit made of `prelude`
/// (declarations and macro definitions standing for the inputs, see
/// `type_unit.rs`; none for C++ inputs, whose namespaces and overloads it
/// cannot hold), which costs little; the functions it leaves without an
/// answer are asked again in a unit with the inputs (a second parse of
/// them, paid only then).
pub(crate) fn ask_types(
    fns: &[FnMacroFn],
    prelude: Option<&str>,
    inputs: &Inputs,
    build_dir: Option<&Path>,
) -> HashMap<String, CInt> {
    let started = std::time::Instant::now();
    let questions = type_questions(fns);
    let short = prelude.map(|p| fallback::ask_with_prelude(inputs, build_dir, p, &questions));
    let mut types = match short {
        Some(Ok(answers)) => answers.types,
        Some(Err(e)) => {
            crate::logging::debug(&format!("types asked with the inputs: {e}"));
            HashMap::new()
        }
        None => HashMap::new(),
    };
    let light = types.len();
    let unanswered: Vec<FnMacroFn> = fns
        .iter()
        .filter(|f| answer(&types, f).is_none())
        .cloned()
        .collect();
    if !unanswered.is_empty() {
        #[cfg(test)]
        ASKED_WITH_INPUTS.with(|n| n.set(n.get() + unanswered.len()));
        let again = type_questions(&unanswered);
        types.extend(fallback::ask_clang(inputs, build_dir, &again, &[]).types);
    }
    crate::logging::debug(&format!(
        "clang typed {} of {} function-like macros ({light} without the inputs, {} asked with them) in {:?}",
        fns.iter().filter(|f| answer(&types, f).is_some()).count(),
        fns.len(),
        unanswered.len(),
        started.elapsed()
    ));
    types
}

#[cfg(test)]
thread_local! {
    /// How many functions this thread asked in a unit with the inputs (the
    /// short unit's tests read it).
    pub(super) static ASKED_WITH_INPUTS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// clang's answer for `f`: its call with arguments of the parameter types,
/// else (for a function taking literals) its call with `0`s.
fn answer<'t>(types: &'t HashMap<String, CInt>, f: &FnMacroFn) -> Option<&'t CInt> {
    types.get(&f.name).or_else(|| {
        f.literal_args
            .then(|| types.get(&literal_key(&f.name)))
            .flatten()
    })
}

/// The functions whose type clang confirms, and those calling only such
/// functions. With no answer at all (the helper unit failed, which was
/// warned about), C's rules stand.
pub(crate) fn check_types(
    fns: Vec<FnMacroFn>,
    types: &HashMap<String, CInt>,
    dm: &DataModel,
) -> Vec<FnMacroFn> {
    if types.is_empty() {
        // Without clang's answer the idiom's type is unknown.
        return fns.into_iter().filter(|f| !f.type_from_clang).collect();
    }
    let mut dropped: FastSet<String> = FastSet::default();
    let mut out = Vec::with_capacity(fns.len());
    for mut f in fns {
        let mut callees = Vec::new();
        crate::ir::fn_macro_callees(&f.body, &mut callees);
        let calls: Vec<String> = callees.into_iter().map(str::to_string).collect();
        let why = match answer(types, &f).map(|c| c_to_ir(*c, dm)) {
            None => Some(
                "clang does not accept a call with arguments of its parameter types".to_string(),
            ),
            Some(t) if t != f.body.ty && f.type_from_clang => {
                // C converts the taken arm to the type of `?:`.
                let body = std::mem::replace(
                    &mut f.body,
                    FnExpr {
                        kind: FnExprKind::Lit(0),
                        ty: t,
                    },
                );
                f.body = FnExpr {
                    kind: FnExprKind::Convert(Box::new(body)),
                    ty: t,
                };
                None
            }
            Some(t) if t != f.body.ty => Some(format!(
                "C's rules give it the type {:?}, clang gives {t:?}",
                f.body.ty
            )),
            Some(_) => calls
                .iter()
                .find(|c| dropped.contains(c.as_str()))
                .map(|c| format!("it calls `{c}`, which is not emitted")),
        };
        match why {
            Some(why) => {
                crate::logging::info(&format!(
                    "function-like macro {} not translated: {why}",
                    f.name
                ));
                dropped.insert(f.name);
            }
            None => out.push(f),
        }
    }
    out
}
