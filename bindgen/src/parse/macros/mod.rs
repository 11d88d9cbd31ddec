//! `#define` -> constants: collect definitions, evaluate them with the token
//! evaluator, and (with `--clang-macro-fallback`) ask clang about the rest.

pub(crate) mod eval;
mod expand;
mod literal;

use super::record::source_loc;
use super::Inputs;
use crate::callbacks::{MacroParsingBehavior, Token as CbToken, TokenKind as CbKind};
use crate::clang::{self, Cursor, TokenKind, TranslationUnit};
use crate::error::BindgenError;
use crate::ir::{Ir, MacroConst, MacroValueIr, SourceLoc};
use crate::options::BindgenOptions;
use eval::{DataModel, FnMacro, MacroEnv, MacroValue, Tok, TokKind};
use std::cell::RefCell;
use std::collections::HashMap;

/// One object-like definition as written.
#[derive(Clone, Debug)]
pub(crate) struct ObjectDef {
    pub name: String,
    pub body: Vec<Tok>,
    pub loc: SourceLoc,
}

/// All definitions seen, final state (last definition wins).
#[derive(Default)]
pub(crate) struct MacroTable {
    pub objects: Vec<ObjectDef>,
    pub object_index: HashMap<String, usize>,
    pub functions: HashMap<String, FnMacro>,
}

struct Env<'a> {
    table: &'a MacroTable,
    values: RefCell<HashMap<String, MacroValue>>,
}

impl MacroEnv for Env<'_> {
    fn object(&self, name: &str) -> Option<MacroValue> {
        self.values.borrow().get(name).cloned()
    }
    fn function(&self, name: &str) -> Option<FnMacro> {
        self.table.functions.get(name).cloned()
    }
    fn object_tokens(&self, name: &str) -> Option<Vec<Tok>> {
        self.table.object_index.get(name).map(|i| self.table.objects[*i].body.clone())
    }
}

fn tok_kind(k: TokenKind) -> TokKind {
    match k {
        TokenKind::Punctuation => TokKind::Punct,
        TokenKind::Keyword => TokKind::Keyword,
        TokenKind::Identifier => TokKind::Ident,
        TokenKind::Literal => TokKind::Literal,
        TokenKind::Comment => TokKind::Comment,
    }
}

fn cb_kind(k: TokKind) -> CbKind {
    match k {
        TokKind::Punct => CbKind::Punctuation,
        TokKind::Keyword => CbKind::Keyword,
        TokKind::Ident => CbKind::Identifier,
        TokKind::Literal => CbKind::Literal,
        TokKind::Comment => CbKind::Comment,
    }
}

fn from_cb_kind(k: CbKind) -> TokKind {
    match k {
        CbKind::Punctuation => TokKind::Punct,
        CbKind::Keyword => TokKind::Keyword,
        CbKind::Identifier => TokKind::Ident,
        CbKind::Literal => TokKind::Literal,
        CbKind::Comment => TokKind::Comment,
    }
}

/// Reads every macro definition into a table.
fn read_table(tu: &TranslationUnit<'_>, cursors: &[Cursor<'_>], opts: &BindgenOptions) -> MacroTable {
    let mut table = MacroTable::default();
    for c in cursors {
        if c.is_macro_builtin() {
            continue;
        }
        let loc = source_loc(*c);
        if loc.file.is_empty() && !opts.emit_builtins {
            continue;
        }
        let name = c.spelling();
        if opts.parse_callbacks.iter().any(|cb| cb.will_parse_macro(&name) == MacroParsingBehavior::Ignore) {
            continue;
        }
        let toks: Vec<Tok> = tu
            .tokens(*c)
            .into_iter()
            .filter(|t| t.kind != TokenKind::Comment)
            .map(|t| Tok { kind: tok_kind(t.kind), text: t.spelling })
            .collect();
        if toks.first().map(|t| t.text.as_str()) != Some(name.as_str()) {
            continue;
        }
        if c.is_macro_function_like() {
            if let Some(def) = function_like(&toks[1..]) {
                report_func_macro(opts, &name, &toks[1..], &def);
                table.functions.insert(name, def);
            }
            continue;
        }
        table.functions.remove(&name);
        let body = modified_body(opts, &name, toks[1..].to_vec());
        match table.object_index.get(&name) {
            Some(&i) => table.objects[i] = ObjectDef { name, body, loc },
            None => {
                table.object_index.insert(name.clone(), table.objects.len());
                table.objects.push(ObjectDef { name, body, loc });
            }
        }
    }
    table
}

fn modified_body(opts: &BindgenOptions, name: &str, body: Vec<Tok>) -> Vec<Tok> {
    if opts.parse_callbacks.is_empty() {
        return body;
    }
    let mut cb_toks: Vec<CbToken> = std::iter::once(CbToken::from((CbKind::Identifier, name.as_bytes())))
        .chain(body.iter().map(|t| CbToken::from((cb_kind(t.kind), t.text.as_bytes()))))
        .collect();
    for cb in &opts.parse_callbacks {
        cb.modify_macro(name, &mut cb_toks);
    }
    cb_toks
        .into_iter()
        .skip(1)
        .map(|t| Tok { kind: from_cb_kind(t.kind), text: String::from_utf8_lossy(&t.raw).into_owned() })
        .collect()
}

/// Parses `(a, b, ...) body` after a function-like macro's name.
fn function_like(toks: &[Tok]) -> Option<FnMacro> {
    if toks.first()?.text != "(" {
        return None;
    }
    let close = toks.iter().position(|t| t.text == ")")?;
    let mut params = Vec::new();
    let mut variadic = false;
    for t in &toks[1..close] {
        match t.text.as_str() {
            "," => {}
            "..." => variadic = true,
            p => params.push(p.to_string()),
        }
    }
    Some(FnMacro { params, variadic, body: toks[close + 1..].to_vec() })
}

fn report_func_macro(opts: &BindgenOptions, name: &str, toks: &[Tok], def: &FnMacro) {
    if opts.parse_callbacks.is_empty() {
        return;
    }
    let close = toks.iter().position(|t| t.text == ")").unwrap_or(0);
    let signature: String = std::iter::once(name.to_string())
        .chain(toks[..=close].iter().map(|t| t.text.clone()))
        .collect();
    let body: Vec<&[u8]> = def.body.iter().map(|t| t.text.as_bytes()).collect();
    for cb in &opts.parse_callbacks {
        cb.func_macro(&signature, &body);
    }
}

/// Collects and evaluates the object-like macros of the translation unit.
pub(crate) fn collect(
    tu: &TranslationUnit<'_>,
    cursors: &[Cursor<'_>],
    opts: &BindgenOptions,
    inputs: &Inputs,
    _ir: &Ir,
) -> Result<Vec<MacroConst>, BindgenError> {
    let table = read_table(tu, cursors, opts);
    let dm = DataModel {
        long_bits: if inputs.pointer_size == 4 { 32 } else { 64 },
        pointer_bits: (inputs.pointer_size * 8) as u32,
        char_signed: inputs.char_signed,
    };
    let env = Env { table: &table, values: RefCell::new(HashMap::new()) };
    let mut out = Vec::new();
    for def in &table.objects {
        if def.body.is_empty() {
            continue;
        }
        let Ok(value) = eval::evaluate(&def.body, &env, &dm) else {
            crate::error::debug(&format!("macro {}: not evaluable by the token evaluator", def.name));
            continue;
        };
        env.values.borrow_mut().insert(def.name.clone(), value.clone());
        let value = match value {
            MacroValue::Int { value, .. } => MacroValueIr::Int(value),
            MacroValue::Float(f) => MacroValueIr::Float(f),
            MacroValue::Str(s) => {
                for cb in &opts.parse_callbacks {
                    cb.str_macro(&def.name, &s);
                }
                MacroValueIr::Str(s)
            }
            MacroValue::Char(c) => MacroValueIr::Char(c),
        };
        out.push(MacroConst { name: def.name.clone(), value, loc: def.loc.clone(), from_fallback: false });
    }
    let _ = clang::CXCursor_MacroDefinition;
    Ok(out)
}
