//! Stage 1: reading every macro definition of the unit, as tokens.
//!
//! Definitions are lexed from the file buffers where possible (`lex.rs`),
//! else taken from clang's tokens; callbacks see each one here.

use super::{lex, model};
use crate::callbacks::{MacroParsingBehavior, Token as CbToken, TokenKind as CbKind};
use crate::clang::{Cursor, FileId, TokenKind, TranslationUnit};
use crate::ir::SourceLoc;
use crate::options::BindgenOptions;
use crate::parse::cursor_facts::source_loc;
use crate::parse::Inputs;
use model::{FnMacro, Tok, TokKind};
use std::collections::HashMap;

pub(super) fn tok_kind(k: TokenKind) -> TokKind {
    match k {
        TokenKind::Punctuation => TokKind::Punct,
        TokenKind::Keyword => TokKind::Keyword,
        TokenKind::Identifier => TokKind::Ident,
        TokenKind::Literal => TokKind::Literal,
        TokenKind::Comment => TokKind::Comment,
    }
}

pub(super) fn cb_kind(k: TokKind) -> CbKind {
    match k {
        TokKind::Punct => CbKind::Punctuation,
        TokKind::Keyword => CbKind::Keyword,
        TokKind::Ident => CbKind::Identifier,
        TokKind::Literal => CbKind::Literal,
        TokKind::Comment => CbKind::Comment,
    }
}

pub(super) fn from_cb_kind(k: CbKind) -> TokKind {
    match k {
        CbKind::Punctuation => TokKind::Punct,
        CbKind::Keyword => TokKind::Keyword,
        CbKind::Identifier => TokKind::Ident,
        CbKind::Literal => TokKind::Literal,
        CbKind::Comment => TokKind::Comment,
    }
}

/// One definition as read: tokens (name first), position, function-likeness.
pub(super) struct RawDef {
    pub(super) toks: Vec<Tok>,
    pub(super) loc: SourceLoc,
    pub(super) is_function: bool,
}

/// Reads every macro definition (this needs the unit; `build_table` does not).
pub(super) fn read_defs(
    tu: &TranslationUnit<'_>,
    cursors: &[Cursor<'_>],
    opts: &BindgenOptions,
    inputs: &Inputs,
) -> Vec<RawDef> {
    let mut defs = Vec::with_capacity(cursors.len());
    // Callbacks see clang's own tokens; without them, definitions are lexed
    // from the file buffers (see `lex.rs`), with clang as the fallback.
    let lex_mode = if opts.parse_callbacks.is_empty() && !inputs.cxx {
        lex::LexMode::for_args(&inputs.args)
    } else {
        None
    };
    let mut files: HashMap<FileId, Option<(String, &[u8])>> = HashMap::new();
    for c in cursors {
        let lexed = lex_mode.and_then(|mode| lexed_definition(tu, *c, mode, &mut files));
        let (toks, loc, is_function) = match lexed {
            Some(found) => found,
            None => {
                if c.is_macro_builtin() {
                    continue;
                }
                let loc = source_loc(*c);
                if loc.file.is_empty() && !opts.emit_builtins {
                    continue;
                }
                let name = c.spelling();
                if opts
                    .parse_callbacks
                    .iter()
                    .any(|cb| cb.will_parse_macro(&name) == MacroParsingBehavior::Ignore)
                {
                    continue;
                }
                let toks: Vec<Tok> = tu
                    .tokens(*c)
                    .into_iter()
                    .filter(|t| t.kind != TokenKind::Comment)
                    .map(|t| Tok {
                        kind: tok_kind(t.kind),
                        text: t.spelling,
                    })
                    .collect();
                if toks.first().map(|t| t.text.as_str()) != Some(name.as_str()) {
                    continue;
                }
                let is_function = function_like_in_text(tu, *c, &name, &mut files)
                    .unwrap_or_else(|| c.is_macro_function_like());
                (toks, loc, is_function)
            }
        };
        // libclang answers for the name's state at the end of the unit: a
        // function-like definition it calls object-like is no longer in
        // force there (`#undef`ined, or redefined as an object), so nothing
        // may expand it, and callbacks do not hear of it (as upstream).
        if is_function && !c.is_macro_function_like() {
            continue;
        }
        defs.push(RawDef {
            toks,
            loc,
            is_function,
        });
    }
    defs
}

/// A definition lexed from its file's buffer: tokens (name first), position
/// and whether it is function-like; `None` when clang must be asked.
pub(super) fn lexed_definition<'tu>(
    tu: &'tu TranslationUnit<'_>,
    c: Cursor<'_>,
    mode: lex::LexMode,
    files: &mut HashMap<FileId, Option<(String, &'tu [u8])>>,
) -> Option<(Vec<Tok>, SourceLoc, bool)> {
    let span = c.file_span()?;
    // Name and buffer are looked up once per file: both are map searches in clang.
    let (file, bytes) = files
        .entry(span.file)
        .or_insert_with(|| Some((tu.file_name(span.file), tu.file_bytes(span.file)?)))
        .as_ref()?;
    let text = bytes.get(span.start as usize..span.end as usize)?;
    let toks = lex::lex_definition(text, mode)?;
    let name = toks.first().filter(|t| t.kind == TokKind::Ident)?;
    let function_like = function_like_from_text(text, &name.text)?;
    let loc = SourceLoc {
        file: file.clone(),
        line: span.line,
        col: span.col,
        offset: span.start,
    };
    Some((toks, loc, function_like))
}

/// Whether the definition `text` (starting with its name) is function-like:
/// exactly when `(` follows the name with no space between. `None` when the
/// text cannot tell (a line splice there, or inside the name).
fn function_like_from_text(text: &[u8], name: &str) -> Option<bool> {
    if !text.starts_with(name.as_bytes()) {
        return None;
    }
    match text.get(name.len()) {
        Some(b'(') => Some(true),
        Some(b'\\') => None,
        _ => Some(false),
    }
}

/// [`function_like_from_text`] for a definition read through clang's tokens.
///
/// libclang's own answer (`clang_Cursor_isMacroFunctionLike`) describes the
/// name's state at the end of the unit, not this definition: a function-like
/// macro later `#undef`ined (libstdc++'s `_GLIBCXX_HAS_BUILTIN(B)`, the
/// `fpclassify(x)` family that `<cmath>` removes) reads as object-like, and
/// its `(B) ...` would enter the table as a constant's body (and cost a
/// probe in clang's helper unit to settle its `#undef`). It is only the
/// fallback when the text is out of reach.
fn function_like_in_text<'tu>(
    tu: &'tu TranslationUnit<'_>,
    c: Cursor<'_>,
    name: &str,
    files: &mut HashMap<FileId, Option<(String, &'tu [u8])>>,
) -> Option<bool> {
    let span = c.file_span()?;
    let (_, bytes) = files
        .entry(span.file)
        .or_insert_with(|| Some((tu.file_name(span.file), tu.file_bytes(span.file)?)))
        .as_ref()?;
    function_like_from_text(bytes.get(span.start as usize..span.end as usize)?, name)
}

pub(super) fn modified_body(opts: &BindgenOptions, name: &str, body: Vec<Tok>) -> Vec<Tok> {
    if opts.parse_callbacks.is_empty() {
        return body;
    }
    let mut cb_toks: Vec<CbToken> =
        std::iter::once(CbToken::from((CbKind::Identifier, name.as_bytes())))
            .chain(
                body.iter()
                    .map(|t| CbToken::from((cb_kind(t.kind), t.text.as_bytes()))),
            )
            .collect();
    for cb in &opts.parse_callbacks {
        cb.modify_macro(name, &mut cb_toks);
    }
    cb_toks
        .into_iter()
        .skip(1)
        .map(|t| Tok {
            kind: from_cb_kind(t.kind),
            text: String::from_utf8_lossy(&t.raw).into_owned(),
        })
        .collect()
}

/// Parses `(a, b, ...) body` after a function-like macro's name.
pub(super) fn function_like(toks: &[Tok]) -> Option<FnMacro> {
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
    Some(FnMacro {
        params,
        variadic,
        body: toks[close + 1..].to_vec(),
    })
}

pub(super) fn report_func_macro(opts: &BindgenOptions, name: &str, toks: &[Tok], def: &FnMacro) {
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
