//! `--generate-fn-macros`: function-like macros whose body is a constant
//! expression over their parameters become typed expression trees
//! (`ir::FnMacroFn`), which code generation writes as `pub const fn`s.
//!
//! For each macro, in definition order (callees first):
//! 1. the body is expanded as the preprocessor would, except that the
//!    parameters and the macros already translated stay as they are (a call
//!    of a translated macro becomes a call of its function; other macros are
//!    inlined, so `UL(1)` with its `##` is just `1UL`);
//! 2. the parameter rule gives each parameter a kind ([`infer_params`]);
//! 3. `expr.rs` parses and types the expansion with C's rules;
//! 4. the `fn_macro` callback may skip the macro or change its signature.
//!
//! What cannot be translated is logged at info level with the reason.

mod clang_types;
mod expr;
mod fold;
mod names;
#[cfg(test)]
mod tests;
mod type_unit;

use super::expand::{self, Item};
use super::model::{CInt, DataModel, FnMacro, MacroEnv, MacroValue, Tok, TokKind};
use super::table::{Env, MacroTable};
use crate::callbacks::{
    FnMacroBehavior, FnMacroInfo, FnMacroParam, FnMacroSignature, IntKind as CbInt,
};
use crate::fasthash::{FastMap, FastSet};
use crate::ir::{FnMacroFn, FnMacroParamIr, IntKind};
pub(crate) use clang_types::{ask_types, check_types};
use expr::{Parser, Scope};
pub(crate) use names::Names;
pub(crate) use type_unit::prelude;

/// How far translations may recurse into callees.
const MAX_CALL_DEPTH: usize = 64;

/// The kind of one parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ParamKind {
    /// A value of this C type.
    Value(CInt),
    /// A type (generic parameter).
    Type,
}

/// A translated macro's signature, as its callers see it.
#[derive(Clone, Debug)]
pub(crate) struct Signature {
    pub(crate) params: Vec<ParamKind>,
    pub(crate) ret: CInt,
}

/// What the translation hands on: the functions, and how many macros were
/// looked at and skipped (for the log).
pub(crate) struct Translated {
    pub(crate) fns: Vec<FnMacroFn>,
}

/// The C type `c` as an IR integer kind.
pub(crate) fn c_to_ir(c: CInt, dm: &DataModel) -> IntKind {
    match c {
        CInt::Bool | CInt::UChar => IntKind::UChar,
        CInt::Char => IntKind::Char {
            signed: dm.char_signed,
        },
        CInt::SChar => IntKind::SChar,
        CInt::Short => IntKind::Short,
        CInt::UShort => IntKind::UShort,
        CInt::Int => IntKind::Int,
        CInt::UInt => IntKind::UInt,
        CInt::Long => IntKind::Long,
        CInt::ULong => IntKind::ULong,
        CInt::LongLong => IntKind::LongLong,
        CInt::ULongLong => IntKind::ULongLong,
        CInt::Int128 => IntKind::I128,
        CInt::UInt128 => IntKind::U128,
    }
}

fn cb_to_c(k: CbInt, dm: &DataModel) -> Option<CInt> {
    Some(match k {
        CbInt::SChar | CbInt::I8 => CInt::SChar,
        CbInt::UChar | CbInt::U8 => CInt::UChar,
        CbInt::Char { .. } => CInt::Char,
        CbInt::Short | CbInt::I16 => CInt::Short,
        CbInt::UShort | CbInt::U16 | CbInt::Char16 => CInt::UShort,
        CbInt::Int | CbInt::I32 => CInt::Int,
        CbInt::UInt | CbInt::U32 => CInt::UInt,
        CbInt::Long => CInt::Long,
        CbInt::ULong => CInt::ULong,
        CbInt::LongLong => CInt::LongLong,
        CbInt::ULongLong => CInt::ULongLong,
        CbInt::I64 if dm.long_bits == 64 => CInt::Long,
        CbInt::U64 if dm.long_bits == 64 => CInt::ULong,
        CbInt::I64 => CInt::LongLong,
        CbInt::U64 => CInt::ULongLong,
        CbInt::I128 => CInt::Int128,
        CbInt::U128 => CInt::UInt128,
        CbInt::WChar | CbInt::Bool | CbInt::Custom { .. } => return None,
    })
}

fn c_to_cb(c: CInt) -> CbInt {
    match c {
        CInt::Bool => CbInt::Bool,
        CInt::Char => CbInt::Char { is_signed: true },
        CInt::SChar => CbInt::SChar,
        CInt::UChar => CbInt::UChar,
        CInt::Short => CbInt::Short,
        CInt::UShort => CbInt::UShort,
        CInt::Int => CbInt::Int,
        CInt::UInt => CbInt::UInt,
        CInt::Long => CbInt::Long,
        CInt::ULong => CbInt::ULong,
        CInt::LongLong => CbInt::LongLong,
        CInt::ULongLong => CbInt::ULongLong,
        CInt::Int128 => CbInt::I128,
        CInt::UInt128 => CbInt::U128,
    }
}

/// What a parameter is called while the body is expanded: a name no macro
/// has, whose spelling shows up in anything pasted or stringified from it.
const PARAM_MARKER: &str = "__bindgen_fn_macro_param_";

fn marker(i: usize) -> String {
    format!("{PARAM_MARKER}{i}")
}

/// Whether `s` is an integer literal suffix (`U`, `L`, `UL`, `ULL`, ...).
fn is_int_suffix(s: &str) -> bool {
    matches!(
        s,
        "u" | "U"
            | "l"
            | "L"
            | "ul"
            | "uL"
            | "Ul"
            | "UL"
            | "lu"
            | "lU"
            | "Lu"
            | "LU"
            | "ll"
            | "LL"
            | "ull"
            | "uLL"
            | "Ull"
            | "ULL"
            | "llu"
            | "llU"
            | "LLu"
            | "LLU"
    )
}

/// A parameter's marker pasted with an integer suffix: the parameter's
/// index and the suffix.
pub(super) fn pasted_suffix(name: &str) -> Option<(usize, &str)> {
    let rest = name.strip_prefix(PARAM_MARKER)?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let (index, suffix) = rest.split_at(digits);
    (digits > 0 && is_int_suffix(suffix)).then(|| Some((index.parse().ok()?, suffix)))?
}

/// The integer values of the predefined object-like macros (clang's
/// `__GNUC__`, `__clang_major__`, ..., and the command line's `-D`s): they
/// come first in the unit and have no file, so they are never emitted, but
/// function-like macros test them (glibc's `__GNUC_PREREQ`). Only bodies of
/// one integer literal are kept.
pub(crate) fn predefined_values(
    tu: &crate::clang::TranslationUnit<'_>,
    cursors: &[crate::clang::Cursor<'_>],
    dm: &DataModel,
) -> Vec<(String, MacroValue)> {
    let mut out = Vec::new();
    for c in cursors {
        if !c.location().file.is_empty() {
            break;
        }
        if c.is_macro_function_like() || c.is_macro_builtin() {
            continue;
        }
        let toks = tu.tokens(*c);
        let [name, value] = &toks[..] else {
            continue;
        };
        if let Ok(super::literal::Lit::Int { bits, ty }) =
            super::literal::parse_literal(&value.spelling, dm)
        {
            if let Ok(v) = i128::try_from(bits) {
                if !ty.is_signed(dm) || v >> (ty.bits(dm) - 1) == 0 {
                    out.push((name.spelling.clone(), MacroValue::Int { value: v, ty }));
                }
            }
        }
    }
    out
}

/// Whether the definition of `__is_constexpr` is the kernel's trick
/// (`include/linux/const.h`): a null pointer constant exactly when the
/// argument is an integer constant expression, told apart by the type of
/// `?:`; a parameter-dependent argument gives 0, as C at run time.
fn is_constexpr_trick(table: &MacroTable) -> bool {
    let Some(def) = table.functions.get("__is_constexpr") else {
        return false;
    };
    let [param] = &def.params[..] else {
        return false;
    };
    let text: String = def
        .body
        .iter()
        .map(|t| {
            if t.text == *param {
                "x"
            } else {
                t.text.as_str()
            }
        })
        .collect();
    text == "(sizeof(int)==sizeof(*(8?((void*)((long)(x)*0l)):(int*)8)))"
}

/// The lookup the expansion uses: the table's, with the macros that stay
/// calls hidden. It notices names pasted from a parameter (they contain its
/// marker): the result would depend on how the argument is spelled, which
/// no function can follow (the kernel's `IS_ENABLED(CONFIG_X)` trick).
struct Hiding<'a> {
    env: &'a Env<'a>,
    keep_calls: Option<&'a FastMap<String, Signature>>,
    /// The markers of this macro's parameters.
    markers: &'a [String],
    pasted: std::cell::Cell<bool>,
    /// `__is_constexpr` stays a call (the parser knows it).
    is_constexpr_trick: bool,
    /// Set when a parameter pasted with a suffix was seen.
    suffixed: std::cell::Cell<bool>,
}

impl Hiding<'_> {
    /// Whether `name` is or contains a parameter (no macro, then).
    fn seen(&self, name: &str) -> bool {
        if !name.contains(PARAM_MARKER) {
            return false;
        }
        if pasted_suffix(name).is_some() {
            self.suffixed.set(true);
        } else if !self.markers.iter().any(|m| m == name) {
            self.pasted.set(true);
        }
        true
    }
}

impl MacroEnv for Hiding<'_> {
    fn object(&self, name: &str) -> Option<MacroValue> {
        if self.seen(name) {
            return None;
        }
        self.env.object(name)
    }
    fn function(&self, name: &str) -> Option<&FnMacro> {
        if self.seen(name)
            || self.keep_calls.is_some_and(|k| k.contains_key(name))
            || (self.is_constexpr_trick && name == "__is_constexpr")
        {
            return None;
        }
        self.env.function(name)
    }
    fn object_tokens(&self, name: &str) -> Option<&[Tok]> {
        if self.seen(name) {
            return None;
        }
        self.env.object_tokens(name)
    }
}

/// The state of one macro during the walk.
enum State {
    InProgress,
    Done(Option<Signature>),
}

struct Walk<'a> {
    table: &'a MacroTable,
    names: &'a Names,
    env: &'a Env<'a>,
    dm: DataModel,
    decide: &'a mut dyn FnMut(&FnMacroInfo<'_>) -> FnMacroBehavior,
    state: FastMap<String, State>,
    /// Signatures of the translated macros (what callers may call).
    callable: FastMap<String, Signature>,
    /// Macros left out for a reason that every expansion of them keeps
    /// (a statement, a pointer, a call of a function, ...): their callers
    /// are left out without expanding them again.
    hard_failures: FastMap<String, String>,
    /// See [`is_constexpr_trick`].
    is_constexpr_trick: bool,
    /// Whether the current macro's expansion pasted a parameter with a
    /// suffix (see `FnMacroFn::literal_args`).
    suffix_pasted: std::cell::Cell<bool>,
    /// The translated macros that take literal arguments.
    literal_fns: FastSet<String>,
    /// Whether the last `attempt` read the body as the idiom of
    /// `Parser::constant_p_idiom` (its type is then clang's to give).
    idiom_used: std::cell::Cell<bool>,
    out: Vec<FnMacroFn>,
}

/// Translates every function-like macro of `table` in definition order.
/// `values` are the object-like macros' values (indexed like
/// `table.objects`); `decide` is the `fn_macro` callback (or the default).
pub(crate) fn translate_all(
    table: &MacroTable,
    names: &Names,
    values: &[Option<(MacroValue, bool)>],
    predefined: &[(String, MacroValue)],
    undefined: &std::collections::HashSet<String>,
    dm: &DataModel,
    decide: &mut dyn FnMut(&FnMacroInfo<'_>) -> FnMacroBehavior,
) -> Translated {
    let env = Env::new(table, undefined);
    {
        let mut vals = env.values.borrow_mut();
        for (name, v) in predefined {
            vals.insert(name.clone(), v.clone());
        }
        for (def, v) in table.objects.iter().zip(values) {
            if let Some((v, _)) = v {
                vals.insert(def.name.clone(), v.clone());
            }
        }
    }
    let mut walk = Walk {
        table,
        names,
        env: &env,
        dm: *dm,
        decide,
        state: FastMap::default(),
        callable: FastMap::default(),
        hard_failures: FastMap::default(),
        is_constexpr_trick: is_constexpr_trick(table),
        suffix_pasted: std::cell::Cell::new(false),
        literal_fns: FastSet::default(),
        idiom_used: std::cell::Cell::new(false),
        out: Vec::new(),
    };
    let mut seen = FastSet::default();
    for name in &table.function_order {
        if seen.insert(name.as_str()) && table.functions.contains_key(name) {
            walk.visit(name, 0);
        }
    }
    Translated { fns: walk.out }
}

impl Walk<'_> {
    fn visit(&mut self, name: &str, depth: usize) -> Option<Signature> {
        match self.state.get(name) {
            Some(State::Done(sig)) => return sig.clone(),
            Some(State::InProgress) => return None,
            None => {}
        }
        let def = self.table.functions.get(name)?;
        self.state.insert(name.to_string(), State::InProgress);
        // Callees first, so that calls of them can stay calls.
        if depth < MAX_CALL_DEPTH {
            for t in &def.body {
                if t.kind == TokKind::Ident
                    && t.text != name
                    && !def.params.contains(&t.text)
                    && self.table.functions.contains_key(&t.text)
                {
                    self.visit(&t.text.clone(), depth + 1);
                }
            }
        }
        let sig = self.translate(name, def);
        if let Some(s) = &sig {
            self.callable.insert(name.to_string(), s.clone());
        }
        self.state
            .insert(name.to_string(), State::Done(sig.clone()));
        sig
    }

    fn translate(&mut self, name: &str, def: &FnMacro) -> Option<Signature> {
        self.suffix_pasted.set(false);
        let first = if def.variadic {
            Err("variadic parameters".to_string())
        } else if def.body.is_empty() {
            Err("empty body".to_string())
        } else if name == "__is_constexpr" && self.is_constexpr_trick {
            // The trick itself: the builtin applied to its parameter.
            let tok = |kind, text: &str| {
                Item::Tok(Tok {
                    kind,
                    text: text.to_string(),
                })
            };
            let items = vec![
                tok(TokKind::Ident, name),
                tok(TokKind::Punct, "("),
                tok(TokKind::Ident, &marker(0)),
                tok(TokKind::Punct, ")"),
            ];
            let kinds = vec![ParamKind::Value(CInt::Int)];
            self.attempt(def, &kinds, Some(items)).map(|f| (kinds, f))
        } else if let Some(reason) = self.refused_early(def) {
            Err(reason)
        } else {
            // One expansion serves the parameter rule and the first parse.
            match self.expand_body(def, Some(&self.callable)) {
                Ok(items) => {
                    let kinds = self.infer_params(def, &items);
                    self.attempt(def, &kinds, Some(items)).map(|f| (kinds, f))
                }
                Err(e) => Err(e),
            }
        };
        let default_sig = first
            .as_ref()
            .ok()
            .map(|(kinds, _)| self.cb_signature(kinds));
        let info = FnMacroInfo {
            name,
            params: &def.params,
            signature: default_sig.as_ref(),
            skipped: first.as_ref().err().map(|s| s.as_str()),
        };
        let answer = (self.decide)(&info);
        let result = match answer {
            FnMacroBehavior::Skip => Err("skipped by the fn_macro callback".to_string()),
            FnMacroBehavior::Signature(sig) if !def.variadic => self
                .kinds_of_cb_signature(def, &sig)
                .and_then(|kinds| self.attempt(def, &kinds, None).map(|f| (kinds, f))),
            _ => first,
        };
        match result {
            Ok((kinds, body)) => {
                let ret = body.c;
                let mut calls = Vec::new();
                crate::ir::fn_macro_callees(&body.e, &mut calls);
                let literal_args =
                    self.suffix_pasted.get() || calls.iter().any(|c| self.literal_fns.contains(*c));
                if literal_args {
                    self.literal_fns.insert(name.to_string());
                }
                let type_from_clang = self.idiom_used.get();
                self.out.push(FnMacroFn {
                    literal_args,
                    type_from_clang,
                    name: name.to_string(),
                    params: self.ir_params(def, &kinds),
                    body: body.e,
                    loc: self
                        .table
                        .function_locs
                        .get(name)
                        .cloned()
                        .unwrap_or_default(),
                });
                // Its type is known only once clang is asked: callers
                // expand it instead of calling it.
                (!type_from_clang).then_some(Signature { params: kinds, ret })
            }
            Err(reason) => {
                crate::logging::info(&format!(
                    "function-like macro {name} not translated: {reason}"
                ));
                if is_inherited(&reason) {
                    self.hard_failures.insert(name.to_string(), reason);
                }
                None
            }
        }
    }

    /// Why the body cannot translate, when its own tokens tell (no
    /// expansion needed): an operator no constant expression over the
    /// parameters has, or a call of a macro that failed for a reason every
    /// expansion of it keeps.
    fn refused_early(&self, def: &FnMacro) -> Option<String> {
        // Braces of `struct { ... }` (inside `sizeof`: the kernel's
        // `BUILD_BUG_ON_ZERO`) hold declarations, not statements.
        let mut record = 0usize;
        for (i, t) in def.body.iter().enumerate() {
            if t.text == "{"
                && (record > 0
                    || (i >= 1 && matches!(def.body[i - 1].text.as_str(), "struct" | "union")))
            {
                record += 1;
                continue;
            }
            if record > 0 {
                if t.text == "}" {
                    record -= 1;
                }
                if matches!(t.text.as_str(), "}" | ";") {
                    continue;
                }
            }
            match t.kind {
                TokKind::Punct => {
                    if matches!(
                        t.text.as_str(),
                        ";" | "{"
                            | "}"
                            | "="
                            | "->"
                            | "."
                            | "++"
                            | "--"
                            | "+="
                            | "-="
                            | "*="
                            | "/="
                            | "%="
                            | "&="
                            | "|="
                            | "^="
                            | "<<="
                            | ">>="
                    ) {
                        return Some(expr::refused(&t.text));
                    }
                }
                TokKind::Ident | TokKind::Keyword => {
                    let called = def.body.get(i + 1).is_some_and(|n| n.text == "(");
                    if let Some(reason) = self.hard_failures.get(&t.text).filter(|_| called) {
                        return Some(format!(
                            "calls `{}`, which is not translated: {reason}",
                            t.text
                        ));
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// Expands and parses the body with these parameter kinds: first with
    /// calls of translated macros kept (`kept`: that expansion, when already
    /// made), then with everything inlined.
    fn attempt(
        &self,
        def: &FnMacro,
        kinds: &[ParamKind],
        kept: Option<Vec<Item>>,
    ) -> Result<expr::Typed, String> {
        let params: Vec<(String, ParamKind)> = (0..def.params.len())
            .map(marker)
            .zip(kinds.iter().copied())
            .collect();
        self.idiom_used.set(false);
        let parse = |keep: Option<&FastMap<String, Signature>>,
                     items: Option<Vec<Item>>|
         -> Result<expr::Typed, String> {
            let items = match items {
                Some(items) => items,
                None => self.expand_body(def, keep)?,
            };
            let none = FastMap::default();
            let scope = Scope {
                names: self.names,
                params: &params,
                callees: keep.unwrap_or(&none),
                dm: self.dm,
                is_constexpr_trick: self.is_constexpr_trick,
            };
            let whole = Parser::new(&items, &scope).whole();
            let whole = match whole {
                Err(e) => match Parser::new(&items, &scope).constant_p_idiom() {
                    Ok(Some(t)) => {
                        self.idiom_used.set(true);
                        Ok(t)
                    }
                    _ => Err(e),
                },
                ok => ok,
            };
            whole.map_err(|e| unmark(&e, &def.params))
        };
        let calls_kept = |items: &[Item]| {
            items.iter().any(|i| {
                matches!(i, Item::Tok(t) if t.kind == TokKind::Ident && self.callable.contains_key(&t.text))
            })
        };
        let kept = match kept {
            Some(items) => items,
            None => self.expand_body(def, Some(&self.callable))?,
        };
        // Inlining can only help when a call was kept.
        let retry = calls_kept(&kept);
        match parse(Some(&self.callable), Some(kept)) {
            Ok(t) => Ok(t),
            Err(first) if retry => parse(None, None).map_err(|_| first),
            Err(e) => Err(e),
        }
    }

    /// The body expanded with each parameter renamed to its marker; an
    /// error when a parameter is pasted or stringified on the way.
    fn expand_body(
        &self,
        def: &FnMacro,
        keep: Option<&FastMap<String, Signature>>,
    ) -> Result<Vec<Item>, String> {
        let body: Vec<Tok> = def
            .body
            .iter()
            .map(|t| match def.params.iter().position(|p| *p == t.text) {
                Some(i) if matches!(t.kind, TokKind::Ident | TokKind::Keyword) => Tok {
                    kind: TokKind::Ident,
                    text: marker(i),
                },
                _ => t.clone(),
            })
            .collect();
        let is_param = |t: &Tok| t.text.starts_with(PARAM_MARKER);
        // `p ## SUFFIX` is a literal of the parameter's value (see
        // `Parser::suffixed_param`); any other `#` or `##` of a parameter
        // depends on the argument's spelling.
        let text = |k: usize| body.get(k).map(|t| t.text.as_str());
        let suffix_paste = |k: usize| {
            text(k) == Some("##")
                && k >= 1
                && is_param(&body[k - 1])
                && body.get(k + 1).is_some_and(|t| {
                    t.kind == TokKind::Ident && !is_param(t) && is_int_suffix(&t.text)
                })
                && (k < 2 || text(k - 2) != Some("##"))
                && text(k + 2) != Some("##")
        };
        let bad = (0..body.len()).any(|k| {
            let t = &body[k];
            if t.text == "#" {
                return body.get(k + 1).is_some_and(is_param);
            }
            if t.text != "##" {
                return false;
            }
            let touches =
                (k >= 1 && is_param(&body[k - 1])) || body.get(k + 1).is_some_and(is_param);
            touches && !suffix_paste(k)
        });
        if bad {
            return Err("stringification or token pasting of a parameter".into());
        }
        // The body is not a macro's replacement list for the expander, so
        // its own `p ## SUFFIX` pastes are done here.
        let mut pasted: Vec<Tok> = Vec::with_capacity(body.len());
        let mut k = 0;
        while k < body.len() {
            if body.get(k + 1).is_some_and(|t| t.text == "##") && suffix_paste(k + 1) {
                self.suffix_pasted.set(true);
                pasted.push(Tok {
                    kind: TokKind::Ident,
                    text: format!("{}{}", body[k].text, body[k + 2].text),
                });
                k += 3;
            } else {
                pasted.push(body[k].clone());
                k += 1;
            }
        }
        let body = pasted;
        let markers: Vec<String> = (0..def.params.len()).map(marker).collect();
        let hiding = Hiding {
            env: self.env,
            keep_calls: keep,
            markers: &markers,
            pasted: std::cell::Cell::new(false),
            is_constexpr_trick: self.is_constexpr_trick,
            suffixed: std::cell::Cell::new(false),
        };
        let items =
            expand::expand(&body, &hiding).map_err(|e| unmark(&e.to_string(), &def.params))?;
        let stringified = items.iter().any(|i| {
            matches!(i, Item::Tok(t) if t.kind == TokKind::Literal && t.text.contains(PARAM_MARKER))
        });
        if hiding.suffixed.get() {
            self.suffix_pasted.set(true);
        }
        if hiding.pasted.get() || stringified {
            return Err(
                "token pasting or stringification of a parameter (through another macro)".into(),
            );
        }
        Ok(items)
    }

    /// The default parameter rule: a parameter whose every use is as a type
    /// (the operand of `sizeof`/`_Alignof`, or the argument of a translated
    /// macro's type parameter) is a type parameter; every other one is an
    /// `int` value.
    fn infer_params(&self, def: &FnMacro, items: &[Item]) -> Vec<ParamKind> {
        let text = |k: usize| match items.get(k) {
            Some(Item::Tok(t)) => Some(t.text.as_str()),
            _ => None,
        };
        let type_positions = self.type_argument_positions(items);
        (0..def.params.len())
            .map(marker)
            .map(|p| {
                let (mut as_type, mut as_value) = (0, 0);
                for k in 0..items.len() {
                    if text(k) != Some(p.as_str()) {
                        continue;
                    }
                    // `(p)`, or `(p[N])` (`sizeof(t[1])` in the kernel's
                    // `_IOC_TYPECHECK`).
                    let array = text(k + 1) == Some("[")
                        && text(k + 3) == Some("]")
                        && text(k + 4) == Some(")");
                    let in_parens =
                        k >= 1 && text(k - 1) == Some("(") && (text(k + 1) == Some(")") || array);
                    let before = if k >= 2 { text(k - 2) } else { None };
                    let size_like = in_parens
                        && matches!(
                            before,
                            Some("sizeof" | "_Alignof" | "alignof" | "__alignof" | "__alignof__")
                        );
                    let typeof_like =
                        in_parens && matches!(before, Some("__typeof__" | "__typeof" | "typeof"));
                    if size_like || type_positions.contains(&k) {
                        as_type += 1;
                    } else if !typeof_like {
                        as_value += 1;
                    }
                }
                if as_type > 0 && as_value == 0 {
                    ParamKind::Type
                } else {
                    ParamKind::Value(CInt::Int)
                }
            })
            .collect()
    }

    /// Indices of items that stand alone (or in parentheses) as the argument
    /// of a translated macro's type parameter.
    fn type_argument_positions(&self, items: &[Item]) -> FastSet<usize> {
        let text = |k: usize| match items.get(k) {
            Some(Item::Tok(t)) => Some(t.text.as_str()),
            _ => None,
        };
        let mut out = FastSet::default();
        for k in 0..items.len() {
            let Some(sig) = text(k).and_then(|n| self.callable.get(n)) else {
                continue;
            };
            if text(k + 1) != Some("(") {
                continue;
            }
            let (mut depth, mut start, mut arg) = (0usize, k + 2, 0usize);
            let mut j = k + 2;
            while j < items.len() {
                match text(j) {
                    Some("(") => depth += 1,
                    Some(")") if depth > 0 => depth -= 1,
                    Some(")" | ",") if depth == 0 => {
                        if sig.params.get(arg) == Some(&ParamKind::Type) {
                            let (s, e) = (start, j);
                            if e == s + 1 {
                                out.insert(s);
                            } else if e == s + 3 && text(s) == Some("(") && text(e - 1) == Some(")")
                            {
                                out.insert(s + 1);
                            }
                        }
                        if text(j) == Some(")") {
                            break;
                        }
                        arg += 1;
                        start = j + 1;
                    }
                    _ => {}
                }
                j += 1;
            }
        }
        out
    }

    fn cb_signature(&self, kinds: &[ParamKind]) -> FnMacroSignature {
        FnMacroSignature {
            params: kinds
                .iter()
                .map(|k| match k {
                    ParamKind::Value(c) => FnMacroParam::Value(c_to_cb(*c)),
                    ParamKind::Type => FnMacroParam::Type,
                })
                .collect(),
        }
    }

    fn kinds_of_cb_signature(
        &self,
        def: &FnMacro,
        sig: &FnMacroSignature,
    ) -> Result<Vec<ParamKind>, String> {
        if sig.params.len() != def.params.len() {
            return Err(format!(
                "the fn_macro callback gave {} parameters for {}",
                sig.params.len(),
                def.params.len()
            ));
        }
        sig.params
            .iter()
            .map(|p| match p {
                FnMacroParam::Type => Ok(ParamKind::Type),
                FnMacroParam::Value(k) => {
                    cb_to_c(*k, &self.dm).map(ParamKind::Value).ok_or_else(|| {
                        format!("the fn_macro callback gave the unsupported type {k:?}")
                    })
                }
            })
            .collect()
    }

    fn ir_params(&self, def: &FnMacro, kinds: &[ParamKind]) -> Vec<FnMacroParamIr> {
        let generics = kinds.iter().filter(|k| **k == ParamKind::Type).count();
        let mut g = 0;
        def.params
            .iter()
            .zip(kinds)
            .map(|(name, k)| match k {
                ParamKind::Value(c) => FnMacroParamIr::Value {
                    name: name.clone(),
                    ty: c_to_ir(*c, &self.dm),
                },
                ParamKind::Type => {
                    g += 1;
                    FnMacroParamIr::Type {
                        name: if generics == 1 {
                            "T".into()
                        } else {
                            format!("T{g}")
                        },
                    }
                }
            })
            .collect()
    }
}

/// Drops the functions whose name another emitted item (function, variable,
/// macro constant, type, enum constant) already has, and then every function
/// that calls a dropped one. (glibc, for one, defines `isdigit(c)` beside the
/// function `isdigit`.)
pub(crate) fn drop_clashing(
    ir: &crate::ir::Ir,
    consts: &[crate::ir::MacroConst],
    fns: Vec<FnMacroFn>,
) -> Vec<FnMacroFn> {
    use crate::ir::TypeKind;
    if fns.is_empty() {
        return fns;
    }
    let mut taken: FastSet<&str> = FastSet::default();
    taken.extend(ir.functions.iter().map(|f| f.name.as_str()));
    taken.extend(ir.vars.iter().map(|v| v.name.as_str()));
    taken.extend(consts.iter().map(|m| m.name.as_str()));
    for t in &ir.types {
        // Tuple structs (newtype enums) and unit structs share the value
        // namespace with functions: every type name counts.
        match &t.kind {
            TypeKind::Alias { name, .. } => {
                taken.insert(name.as_str());
            }
            TypeKind::Record(r) => taken.extend(r.name.as_deref()),
            TypeKind::Enum(e) => {
                taken.extend(e.name.as_deref());
                taken.extend(e.variants.iter().map(|v| v.name.as_str()));
            }
            _ => {}
        }
    }
    let mut dropped: FastSet<String> = FastSet::default();
    let mut out = Vec::with_capacity(fns.len());
    for f in fns {
        let mut calls = Vec::new();
        crate::ir::fn_macro_callees(&f.body, &mut calls);
        let why = if taken.contains(f.name.as_str()) {
            Some("another item has its name".to_string())
        } else {
            calls
                .iter()
                .find(|c| dropped.contains(**c))
                .map(|c| format!("it calls `{c}`, which is not emitted"))
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

/// `msg` with parameter markers turned back into the parameters' names.
fn unmark(msg: &str, params: &[String]) -> String {
    let mut out = msg.to_string();
    // Highest index first: `_12` before `_1`.
    for (i, p) in params.iter().enumerate().rev() {
        out = out.replace(&marker(i), p);
    }
    out
}

/// Whether a macro's failure carries over to every macro calling it: the
/// reason lies in its own tokens, whatever the arguments.
fn is_inherited(reason: &str) -> bool {
    // (Not pasting: `UL(x)` pastes its parameter, yet `UL(1)` in a caller
    // is the constant `1UL`.)
    [
        "statement",
        "pointer",
        "a call of",
        "floating",
        "string literal",
        "comma operator",
        "unknown identifier",
        "calls `",
    ]
    .iter()
    .any(|r| reason.contains(r))
}
