//! The result type of each translated macro, asked of clang: the helper
//! unit (`fallback.rs`) declares, for every function,
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

use super::super::fallback::{Candidate, FN_ARG_NAME};
use super::super::model::{CInt, DataModel};
use super::c_to_ir;
use crate::fasthash::FastSet;
use crate::ir::{FnExpr, FnExprKind, FnMacroFn, FnMacroParamIr, IntKind};
use std::collections::HashMap;

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
pub(crate) fn type_questions(fns: &[FnMacroFn]) -> Vec<Candidate> {
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
        let answer = types.get(&f.name).or_else(|| {
            f.literal_args
                .then(|| types.get(&literal_key(&f.name)))
                .flatten()
        });
        let why = match answer.map(|c| c_to_ir(*c, dm)) {
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
