//! `#define` -> constants: collect definitions, evaluate them with the token
//! evaluator, and (with `--clang-macro-fallback`) ask clang about the rest.

pub(crate) mod eval;
mod expand;
mod fallback;
mod lex;
#[cfg(test)]
mod lex_vs_clang;
mod literal;
mod undef;
#[cfg(test)]
mod worker_tests;

use super::record::source_loc;
use super::Inputs;
use crate::callbacks::{MacroParsingBehavior, Token as CbToken, TokenKind as CbKind};
use crate::clang::{Cursor, FileId, TokenKind, TranslationUnit};
use crate::error::BindgenError;
use crate::fasthash::{FastMap, FastSet};
use crate::ir::{Ir, MacroConst, MacroValueIr, Root, SourceLoc, TypeKind};
use crate::options::BindgenOptions;
use eval::{DataModel, FnMacro, MacroEnv, MacroValue, Tok, TokKind};
pub(crate) use fallback::EarlyUnit;
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

/// One object-like definition as written.
#[derive(Clone, Debug)]
pub(crate) struct ObjectDef {
    pub name: String,
    pub body: Vec<Tok>,
    pub loc: SourceLoc,
    /// Whether a `modify_macro` callback changed the body.
    pub rewritten: bool,
}

/// All definitions seen, final state (last definition wins).
#[derive(Default)]
pub(crate) struct MacroTable {
    pub objects: Vec<ObjectDef>,
    pub object_index: FastMap<String, usize>,
    pub functions: FastMap<String, FnMacro>,
    /// Every object-like definition's position (file, line), by name, in
    /// order, for the names some `#undef` mentions (see `undef.rs`).
    pub def_lines: HashMap<String, Vec<(String, u32)>>,
}

struct Env<'a> {
    table: &'a MacroTable,
    /// Bodies of the object-like macros still defined at the end of the input.
    bodies: FastMap<&'a str, &'a [Tok]>,
    values: RefCell<FastMap<String, MacroValue>>,
}

impl<'a> Env<'a> {
    fn new(table: &'a MacroTable, undefined: &HashSet<String>) -> Env<'a> {
        let bodies = table
            .objects
            .iter()
            .filter(|d| !undefined.contains(&d.name))
            .map(|d| (d.name.as_str(), d.body.as_slice()))
            .collect();
        let mut values = FastMap::default();
        values.reserve(table.objects.len());
        Env {
            table,
            bodies,
            values: RefCell::new(values),
        }
    }
}

impl MacroEnv for Env<'_> {
    fn object(&self, name: &str) -> Option<MacroValue> {
        self.values.borrow().get(name).cloned()
    }
    fn function(&self, name: &str) -> Option<&FnMacro> {
        self.table.functions.get(name)
    }
    fn object_tokens(&self, name: &str) -> Option<&[Tok]> {
        self.bodies.get(name).copied()
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

/// One definition as read: tokens (name first), position, function-likeness.
struct RawDef {
    toks: Vec<Tok>,
    loc: SourceLoc,
    is_function: bool,
}

/// Reads every macro definition (this needs the unit; `build_table` does not).
fn read_defs(
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
                (toks, loc, c.is_macro_function_like())
            }
        };
        defs.push(RawDef {
            toks,
            loc,
            is_function,
        });
    }
    defs
}

/// Builds the table from the definitions in order (the last one wins);
/// `callbacks` (only on the unit's thread) see and may rewrite them. The
/// positions of every definition are kept for the `undefined` names.
fn build_table(
    defs: Vec<RawDef>,
    callbacks: Option<&BindgenOptions>,
    undefined: &HashSet<&str>,
) -> MacroTable {
    let mut table = MacroTable::default();
    for RawDef {
        mut toks,
        loc,
        is_function,
    } in defs
    {
        let name = toks[0].text.clone();
        if is_function {
            if let Some(def) = function_like(&toks[1..]) {
                if let Some(opts) = callbacks {
                    report_func_macro(opts, &name, &toks[1..], &def);
                }
                table.functions.insert(name, def);
            }
            continue;
        }
        table.functions.remove(&name);
        let (body, rewritten) = match callbacks {
            Some(opts) => {
                let body = modified_body(opts, &name, toks[1..].to_vec());
                let rewritten = body.len() != toks.len() - 1
                    || body.iter().zip(&toks[1..]).any(|(a, b)| a.text != b.text);
                (body, rewritten)
            }
            None => (toks.split_off(1), false),
        };
        if undefined.contains(name.as_str()) {
            table
                .def_lines
                .entry(name.clone())
                .or_default()
                .push((loc.file.clone(), loc.line));
        }
        match table.object_index.get(&name) {
            Some(&i) => {
                table.objects[i] = ObjectDef {
                    name,
                    body,
                    loc,
                    rewritten,
                }
            }
            None => {
                table.object_index.insert(name.clone(), table.objects.len());
                table.objects.push(ObjectDef {
                    name,
                    body,
                    loc,
                    rewritten,
                });
            }
        }
    }
    table
}

/// A definition lexed from its file's buffer: tokens (name first), position
/// and whether it is function-like; `None` when clang must be asked.
fn lexed_definition<'tu>(
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
    // Function-like exactly when `(` follows the name with no space between
    // (a line splice there, or inside the name, is left to clang).
    let function_like = match text.get(name.text.len()) {
        _ if !text.starts_with(name.text.as_bytes()) => return None,
        Some(b'(') => true,
        Some(b'\\') => return None,
        _ => false,
    };
    let loc = SourceLoc {
        file: file.clone(),
        line: span.line,
    };
    Some((toks, loc, function_like))
}

fn modified_body(opts: &BindgenOptions, name: &str, body: Vec<Tok>) -> Vec<Tok> {
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
    Some(FnMacro {
        params,
        variadic,
        body: toks[close + 1..].to_vec(),
    })
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

/// Macro work started before the declarations are walked: the definitions,
/// their token-evaluated values and, when clang has to be asked, the helper
/// unit parsing on another thread meanwhile.
pub(crate) struct Pending {
    /// The worker's answer, sent before it frees its table and releases
    /// the helper unit.
    evaluated: std::sync::mpsc::Receiver<Evaluated>,
    worker: Worker,
    /// Names that could become constants (object-like macros, except those
    /// that only restate their own name), when joining late is allowed.
    /// (Sent by whichever thread builds the table; received once.)
    possible_names: Option<std::sync::mpsc::Receiver<FastSet<String>>>,
}

/// Defining this macro makes the worker thread panic, in this crate's own
/// tests only (to check that the panic becomes an error).
#[cfg(test)]
pub(crate) const TEST_PANIC_MACRO: &str = "BINDGEN_TEST_PANIC_IN_MACRO_WORKER";

/// The macro worker thread, joined when dropped. After sending its results
/// it still frees its table and releases the early helper unit (whose
/// directory is then removed); whoever holds this decides when to wait.
pub(crate) struct Worker(Option<std::thread::JoinHandle<()>>);

impl Worker {
    /// Waits for the thread and describes its panic, if it panicked (used
    /// once its results are known to be missing).
    fn panic_message(mut self) -> String {
        let Some(h) = self.0.take() else {
            return "the macro evaluation thread is gone".into();
        };
        match h.join() {
            Ok(()) => "the macro evaluation thread ended without its results".into(),
            Err(payload) => {
                let what = payload
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| payload.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "no message".into());
                format!("the macro evaluation thread panicked: {what}")
            }
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        if let Some(h) = self.0.take() {
            // Its results were already received; a panic while it cleans up
            // loses nothing but is still worth a line.
            if h.join().is_err() {
                crate::error::warn("the macro evaluation thread panicked while cleaning up");
            }
        }
    }
}

/// What the worker thread hands back: the constants with a value, in
/// definition order, and for each whether its body only restates its name
/// (`#define X X`). The table itself is dropped on the worker, after
/// sending: freeing it costs several milliseconds on big inputs.
struct Evaluated {
    consts: Vec<MacroConst>,
    restates_name: Vec<bool>,
}

/// Collects and evaluates the object-like macros of the translation unit.
///
/// Order of work: read the definitions and what the `#undef` scan needs from
/// the unit (both need the unit, so they run here); then, on a worker thread
/// while the caller walks the declarations, build the table (here instead
/// with callbacks or the fallback), settle the `#undef`s the file text can
/// decide, evaluate every body with the token evaluator and (only when
/// needed) ask clang once about the rest (`fallback.rs`): the values of the
/// failed macros and the `#undef`s the text could not settle; then evaluate
/// again with clang's answers.
pub(crate) fn start(
    tu: &TranslationUnit<'_>,
    cursors: &[Cursor<'_>],
    opts: &BindgenOptions,
    inputs: &Inputs,
    target: &crate::parse::target_facts::TargetFacts,
    early: Option<EarlyUnit>,
) -> Pending {
    let defs = read_defs(tu, cursors, opts, inputs);
    let facts = undef::gather(tu);
    // In C, `#define stdin stdin` can never be a constant (a variable is no
    // constant expression there); in C++ a `const` variable can.
    let cxx = inputs.cxx;
    let want_names = late_join_allowed(opts);
    let (names_sender, names) = std::sync::mpsc::channel();
    let send_names = move |defs: &[RawDef]| {
        if want_names {
            let restates =
                |d: &RawDef| !cxx && d.toks.len() == 2 && d.toks[1].text == d.toks[0].text;
            let set: FastSet<String> = defs
                .iter()
                .filter(|d| !d.is_function && !restates(d))
                .map(|d| d.toks[0].text.clone())
                .collect();
            let _ = names_sender.send(set);
        }
    };
    // Callbacks (not `Send`) see the definitions here. Otherwise the table is
    // built on the worker thread too, except with the clang fallback and no
    // early helper unit: there the worker's own path (evaluation, then
    // parsing the helper unit) is the longer one, so the table is best ready
    // when it starts.
    let worker_builds =
        opts.parse_callbacks.is_empty() && (!opts.clang_macro_fallback || early.is_some());
    let (defs, early_table, send_names) = if worker_builds {
        (defs, None, Some(send_names))
    } else {
        send_names(&defs);
        let table = build_table(defs, Some(opts), &facts.undef_names());
        (Vec::new(), Some(table), None)
    };
    let dm = DataModel {
        long_bits: target.long_bits,
        pointer_bits: (target.pointer_size * 8) as u32,
        char_signed: target.char_signed,
    };
    let fallback = opts.clang_macro_fallback;
    let inputs = inputs.clone();
    let build_dir = opts.clang_macro_fallback_build_dir.clone();
    let (send, evaluated) = std::sync::mpsc::channel();
    let mut early = early;
    let worker = std::thread::spawn(move || {
        #[cfg(test)]
        if defs.iter().any(|d| d.toks[0].text == TEST_PANIC_MACRO) {
            panic!("{TEST_PANIC_MACRO} is defined");
        }
        if let Some(send_names) = send_names {
            send_names(&defs);
        }
        let table = early_table.unwrap_or_else(|| build_table(defs, None, &facts.undef_names()));
        let scan_started = std::time::Instant::now();
        let scan = undef::scan(&facts, &table);
        crate::error::debug(&format!("#undef scan took {:?}", scan_started.elapsed()));
        let mut undefined = scan.undefined;
        let started = std::time::Instant::now();
        let mut results = evaluate_all(&table, &undefined, &HashMap::new(), None, &dm);
        crate::error::debug(&format!(
            "evaluated {} macro bodies in {:?}",
            table.objects.len(),
            started.elapsed()
        ));
        let candidates = if fallback {
            let failed: Vec<usize> = results
                .iter()
                .enumerate()
                .filter(|(i, r)| r.is_none() && evaluable(&table.objects[*i], &undefined))
                .map(|(i, _)| i)
                .collect();
            fallback_candidates(&table, &failed)
        } else {
            Vec::new()
        };
        if !candidates.is_empty() || !scan.uncertain.is_empty() {
            crate::error::debug(&format!(
                "asking clang about {} macro value(s) and {} #undef(s): {:?}",
                candidates.len(),
                scan.uncertain.len(),
                scan.uncertain
            ));
            let answers = ask_clang(
                early.as_mut(),
                &inputs,
                build_dir.as_deref(),
                &candidates,
                &scan.uncertain,
            );
            if !answers.values.is_empty() || !answers.undefined.is_empty() {
                // Successes stand unless a name turned out to be undefined.
                let keep = answers.undefined.is_empty();
                undefined.extend(answers.undefined);
                let earlier = keep.then_some(results.as_slice());
                results = evaluate_all(&table, &undefined, &answers.values, earlier, &dm);
            }
        }
        let consts = to_ir(&table, results);
        let restates_name = consts
            .iter()
            .map(|m| {
                table.object_index.get(&m.name).is_some_and(|&i| {
                    let body = &table.objects[i].body;
                    body.len() == 1 && body[0].text == m.name
                })
            })
            .collect();
        // Nobody listens any more after a failed run; nothing to report.
        let _ = send.send(Evaluated {
            consts,
            restates_name,
        });
        drop(table);
        // An early unit never asked is released (and its thread joined) here.
        drop(early);
    });
    Pending {
        evaluated,
        worker: Worker(Some(worker)),
        possible_names: want_names.then_some(names),
    }
}

/// Asks clang, through the unit started early when there is one (and that
/// worked), else through a unit built now.
fn ask_clang(
    early: Option<&mut EarlyUnit>,
    inputs: &Inputs,
    build_dir: Option<&std::path::Path>,
    candidates: &[fallback::Candidate],
    probes: &[String],
) -> fallback::Answers {
    if let Some(unit) = early {
        match unit.ask(candidates, probes) {
            Ok(answers) => return answers,
            Err(e) => crate::error::debug(&format!("early helper unit not used: {e}")),
        }
    }
    fallback::ask_clang(inputs, build_dir, candidates, probes)
}

/// Whether nothing but the macro constants themselves depends on them, so
/// that they may be joined after everything else is generated: no callbacks
/// (their order would change), no IR dumps, no semantic sorting, no rustified
/// enums (their free constants avoid macro names).
fn late_join_allowed(opts: &BindgenOptions) -> bool {
    use crate::options::EnumVariation;
    opts.parse_callbacks.is_empty()
        && !opts.emit_ir
        && opts.emit_ir_graphviz.is_none()
        && !opts.sort_semantically
        && opts.rustified_enums.is_empty()
        && opts.rustified_enum_set.is_empty()
        && opts.rustified_non_exhaustive_enum_set.is_empty()
        && !matches!(opts.default_enum_style, EnumVariation::Rust { .. })
}

/// Whether the macro constants can be joined late for this IR: allowed by the
/// options, and no variable could lose its name to a macro constant (which
/// would change what is selected and emitted before the join).
pub(crate) fn can_join_late(pending: &Pending, ir: &Ir) -> bool {
    pending
        .possible_names
        .as_ref()
        .and_then(|names| names.recv().ok())
        .is_some_and(|names| !ir.vars.iter().any(|v| names.contains(&v.name)))
}

/// [`finish`] without dropping variables, for a late join (where no variable
/// can clash, see [`can_join_late`]): the IR is only read. Also returns the
/// worker, still cleaning up.
///
/// A worker that ended without its results (it panicked) is an error: the
/// run must not succeed with its macro constants silently missing.
pub(crate) fn finish_late(
    pending: Pending,
    opts: &BindgenOptions,
    ir: &Ir,
) -> Result<(Vec<MacroConst>, Worker), BindgenError> {
    let Pending {
        evaluated, worker, ..
    } = pending;
    let Ok(Evaluated {
        consts,
        restates_name,
    }) = evaluated.recv()
    else {
        return Err(BindgenError::Internal(worker.panic_message()));
    };
    for m in &consts {
        if let MacroValueIr::Str(s) = &m.value {
            for cb in &opts.parse_callbacks {
                cb.str_macro(&m.name, s);
            }
        }
    }
    Ok((
        drop_clashing_macros(opts, ir, consts, &restates_name),
        worker,
    ))
}

/// Waits for the worker's values and returns the constants to emit.
///
/// Keeps every emitted name unique: a macro wins over a C variable of the same
/// name (the variable is dropped, as upstream does), while an enum constant or
/// a function wins over a macro (the macro is dropped, with a warning).
pub(crate) fn finish(
    pending: Pending,
    opts: &BindgenOptions,
    ir: &mut Ir,
) -> Result<Vec<MacroConst>, BindgenError> {
    let (out, worker) = finish_late(pending, opts, ir)?;
    drop(worker);
    drop_clashing_vars(ir, &out);
    Ok(out)
}

/// The rejected bodies worth a line in clang's helper unit.
fn fallback_candidates(table: &MacroTable, failed: &[usize]) -> Vec<fallback::Candidate> {
    let mut taint = HashMap::new();
    let mut stringy = HashMap::new();
    failed
        .iter()
        .map(|&i| &table.objects[i])
        .filter(|d| fallback_worthy(d, table, &mut taint))
        .map(|d| fallback::Candidate {
            name: d.name.clone(),
            // clang knows the definition as written; a rewritten body is spelled out.
            expr: if d.rewritten {
                d.body
                    .iter()
                    .filter(|t| t.kind != TokKind::Comment)
                    .map(|t| t.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            } else {
                d.name.clone()
            },
            may_be_string: may_be_string(&d.body, table, &mut stringy),
        })
        .collect()
}

/// Whether a body can expand to a string literal: it holds one, or names a
/// macro whose expansion can (a literal, or `#` stringizing in a
/// function-like macro).
fn may_be_string(body: &[Tok], table: &MacroTable, memo: &mut HashMap<String, bool>) -> bool {
    let is_string = |t: &Tok| t.kind == TokKind::Literal && t.text.ends_with('"');
    let makes_string = |name: &str| match (table.object_index.get(name), table.functions.get(name))
    {
        (Some(&i), _) => table.objects[i].body.iter().any(is_string),
        (None, Some(f)) => f.body.iter().any(|t| is_string(t) || t.text == "#"),
        (None, None) => false,
    };
    body.iter().any(|t| {
        is_string(t) || (t.kind == TokKind::Ident && reaches(&t.text, table, &makes_string, memo))
    })
}

/// The constants to emit, in definition order.
fn to_ir(table: &MacroTable, results: Vec<Option<(MacroValue, bool)>>) -> Vec<MacroConst> {
    let mut out = Vec::with_capacity(results.len());
    for (i, r) in results.into_iter().enumerate() {
        let Some((value, from_fallback)) = r else {
            continue;
        };
        let def = &table.objects[i];
        let value = match value {
            MacroValue::Int { value, .. } => MacroValueIr::Int(value),
            MacroValue::Float(f) => MacroValueIr::Float(f),
            MacroValue::Str(s) => MacroValueIr::Str(s),
            MacroValue::Char(c) => MacroValueIr::Char(c),
        };
        out.push(MacroConst {
            name: def.name.clone(),
            value,
            loc: def.loc.clone(),
            from_fallback,
        });
    }
    out
}

/// Whether a definition is in force at the end and has a body.
fn evaluable(def: &ObjectDef, undefined: &HashSet<String>) -> bool {
    !def.body.is_empty() && !undefined.contains(&def.name)
}

/// Evaluates every defined, non-empty body in definition order; the result
/// is indexed like `table.objects` (`None`: no value) and says whether clang
/// supplied the value. Values clang computed (`clang_values`) come first, then
/// the results of an `earlier` pass, then the token evaluator, which sees
/// every value found before it.
fn evaluate_all(
    table: &MacroTable,
    undefined: &HashSet<String>,
    clang_values: &HashMap<String, MacroValue>,
    earlier: Option<&[Option<(MacroValue, bool)>]>,
    dm: &DataModel,
) -> Vec<Option<(MacroValue, bool)>> {
    let env = Env::new(table, undefined);
    let mut out = Vec::with_capacity(table.objects.len());
    let mut memo = HashMap::new();
    for (i, def) in table.objects.iter().enumerate() {
        if !evaluable(def, undefined) {
            out.push(None);
            continue;
        }
        let found = if let Some(v) = clang_values.get(&def.name) {
            Some((v.clone(), true))
        } else if let Some(prev) = earlier.and_then(|e| e[i].clone()) {
            Some(prev)
        } else if earlier.is_some()
            && !reaches(
                &def.name,
                table,
                &|n| clang_values.contains_key(n),
                &mut memo,
            )
        {
            // Failed before, and nothing it uses got a value since.
            None
        } else {
            match eval::evaluate(&def.body, &env, dm) {
                Ok(v) => Some((v, false)),
                Err(e) => {
                    if earlier.is_none() {
                        crate::error::debug(&format!(
                            "macro {}: not evaluable by the token evaluator: {e}",
                            def.name
                        ));
                    }
                    None
                }
            }
        };
        if let Some((v, _)) = &found {
            env.values.borrow_mut().insert(def.name.clone(), v.clone());
        }
        out.push(found);
    }
    out
}

/// Identifiers whose value differs between the main parse and the helper unit.
const UNSTABLE: &[&str] = &[
    "__LINE__",
    "__FILE__",
    "__COUNTER__",
    "__INCLUDE_LEVEL__",
    "__BASE_FILE__",
    "__FILE_NAME__",
];

/// Whether a rejected body is worth a line in clang's helper unit: no
/// statements, braces, comma lists, unbalanced brackets, bare type names, or
/// (through any macro it uses) position-dependent builtins.
fn fallback_worthy(def: &ObjectDef, table: &MacroTable, taint: &mut HashMap<String, bool>) -> bool {
    let body = &def.body;
    // Open brackets, innermost last; every kind must balance so that no
    // candidate can reach into the next line of the helper unit.
    let mut open: Vec<&str> = Vec::new();
    for (i, t) in body.iter().enumerate() {
        if t.kind != TokKind::Punct {
            continue;
        }
        match t.text.as_str() {
            // Braces and statements only inside brackets (`sizeof(struct { int a; })`),
            // never a statement expression `({ ... })`.
            "{" if open.is_empty() || (i > 0 && body[i - 1].text == "(") => return false,
            "}" | ";" if open.is_empty() => return false,
            "," if open.is_empty() => return false,
            "(" | "[" | "{" => open.push(t.text.as_str()),
            ")" | "]" | "}" => {
                let want = match t.text.as_str() {
                    ")" => "(",
                    "]" => "[",
                    _ => "{",
                };
                if open.pop() != Some(want) {
                    return false;
                }
            }
            _ => {}
        }
    }
    if !open.is_empty() {
        return false;
    }
    let value_keyword = |t: &Tok| {
        matches!(
            t.text.as_str(),
            "sizeof" | "_Alignof" | "alignof" | "__alignof__" | "true" | "false"
        )
    };
    if body
        .iter()
        .all(|t| t.kind == TokKind::Keyword && !value_keyword(t))
    {
        return false;
    }
    !body
        .iter()
        .any(|t| t.kind == TokKind::Ident && tainted(&t.text, table, taint))
}

/// Whether expanding `name` can reach a position-dependent builtin.
fn tainted(name: &str, table: &MacroTable, memo: &mut HashMap<String, bool>) -> bool {
    reaches(name, table, &|n| UNSTABLE.contains(&n), memo)
}

/// Whether `name` is a target or its expansion (through object-like and
/// function-like macros) can reach one. `memo` must belong to one `is_target`.
fn reaches(
    name: &str,
    table: &MacroTable,
    is_target: &dyn Fn(&str) -> bool,
    memo: &mut HashMap<String, bool>,
) -> bool {
    if is_target(name) {
        return true;
    }
    if let Some(&t) = memo.get(name) {
        return t;
    }
    // Provisional answer while the name is being expanded (breaks cycles).
    memo.insert(name.to_string(), false);
    let body: &[Tok] = match (table.object_index.get(name), table.functions.get(name)) {
        (Some(&i), _) => &table.objects[i].body,
        (None, Some(f)) => &f.body,
        (None, None) => return false,
    };
    let t = body
        .iter()
        .any(|t| t.kind == TokKind::Ident && reaches(&t.text, table, is_target, memo));
    memo.insert(name.to_string(), t);
    t
}

/// Drops the macro constants named like an enum constant or a function.
fn drop_clashing_macros(
    opts: &BindgenOptions,
    ir: &Ir,
    consts: Vec<MacroConst>,
    restates_name: &[bool],
) -> Vec<MacroConst> {
    if consts.is_empty() {
        return consts;
    }
    let mut taken: FastMap<&str, &str> = FastMap::default();
    taken.reserve(ir.functions.len());
    for t in &ir.types {
        if let TypeKind::Enum(e) = &t.kind {
            let bare = !opts.prepend_enum_name || (e.name.is_none() && e.typedef_name.is_none());
            if bare {
                for v in &e.variants {
                    taken.insert(v.name.as_str(), "enum constant");
                }
            }
        }
    }
    for f in &ir.functions {
        taken.insert(f.name.as_str(), "function");
    }
    let mut out = Vec::with_capacity(consts.len());
    for (m, &restates) in consts.into_iter().zip(restates_name) {
        let Some(what) = taken.get(m.name.as_str()) else {
            out.push(m);
            continue;
        };
        let article = if what.starts_with('e') { "an" } else { "a" };
        let msg = format!(
            "macro constant `{}` not emitted: {article} {what} has the same name",
            m.name
        );
        // `#define X X` next to `enum { X }` (glibc's style) only restates the item.
        if restates {
            crate::error::debug(&msg);
        } else {
            crate::error::warn(&msg);
        }
    }
    out
}

/// Drops the variables named like a macro constant.
fn drop_clashing_vars(ir: &mut Ir, out: &[MacroConst]) {
    let names: HashSet<&str> = out.iter().map(|m| m.name.as_str()).collect();
    let dropped: HashSet<usize> = ir
        .vars
        .iter()
        .enumerate()
        .filter(|(_, v)| names.contains(v.name.as_str()))
        .map(|(i, _)| i)
        .collect();
    if !dropped.is_empty() {
        for &i in &dropped {
            crate::error::debug(&format!(
                "variable `{}` dropped: a macro constant has its name",
                ir.vars[i].name
            ));
        }
        ir.roots
            .retain(|r| !matches!(r, Root::Var(i) if dropped.contains(i)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table from `#define` lines (without the `#define`).
    fn table(lines: &[&str]) -> MacroTable {
        let mode = lex::LexMode { gnu_keywords: true };
        let defs = lines
            .iter()
            .map(|l| {
                let toks = lex::lex_definition(l.as_bytes(), mode).expect("lexes");
                let is_function = l.as_bytes().get(toks[0].text.len()) == Some(&b'(');
                RawDef {
                    toks,
                    loc: SourceLoc::default(),
                    is_function,
                }
            })
            .collect();
        build_table(defs, None, &HashSet::new())
    }

    #[test]
    fn string_expansions_are_found_through_other_macros() {
        let t = table(&[
            "NAME \"dev\"",
            "STR(x) #x",
            "VIA_NAME (NAME)",
            "VIA_STR STR(abc)",
            "NUMBER (sizeof(int) + 1)",
            "VIA_NUMBER (NUMBER * 2)",
        ]);
        let mut memo = HashMap::new();
        let body = |n: &str| &t.objects[t.object_index[n]].body;
        for (name, expected) in [
            ("NAME", true),
            ("VIA_NAME", true),
            ("VIA_STR", true),
            ("NUMBER", false),
            ("VIA_NUMBER", false),
        ] {
            assert_eq!(may_be_string(body(name), &t, &mut memo), expected, "{name}");
        }
    }
}
