//! Expands macro names in a token list the way the C preprocessor does (C11 6.10.3), using hide sets.

use crate::fasthash::FastMap;

use super::model::{
    EvalError, FnMacro, MacroEnv, MacroValue, Tok, TokKind, MAX_EXPANSION_DEPTH, MAX_TOKENS,
};

/// Upper bound on token-processing steps for one evaluation.
const MAX_STEPS: usize = 200_000;
/// Upper bound on the spelling length of a pasted or stringized token.
const MAX_TEXT: usize = 1 << 16;

/// One element of the fully expanded sequence.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A token that is left after expansion.
    Tok(Tok),
    /// An object-like macro whose value the environment already knew.
    Value(MacroValue),
}

/// A token together with the names of the macros that must not expand it again.
#[derive(Clone, Debug)]
struct XTok {
    item: Item,
    /// Sorted ids of hidden macro names.
    hide: Vec<u32>,
    /// For a value: the object-like macro it stands for.
    origin: Option<String>,
}

impl XTok {
    fn plain(tok: Tok, hide: Vec<u32>) -> XTok {
        XTok {
            item: Item::Tok(tok),
            hide,
            origin: None,
        }
    }
}

/// A function-like macro invocation whose arguments have been read.
struct Invocation {
    params: Vec<String>,
    variadic: bool,
    /// The body without comments.
    body: Vec<Tok>,
    /// One raw argument per parameter, then `__VA_ARGS__` if variadic.
    bound: Vec<Vec<XTok>>,
    /// Hide set for the replacement.
    hide: Vec<u32>,
}

impl Invocation {
    /// Index into `bound` of the parameter spelled by `t`.
    fn param(&self, t: &Tok) -> Option<usize> {
        if !is_word(t) {
            return None;
        }
        if self.variadic && t.text == "__VA_ARGS__" {
            return Some(self.params.len());
        }
        self.params.iter().position(|p| *p == t.text)
    }

    /// Is a parameter at body index `i` replaced by its fully expanded argument
    /// (that is, not an operand of `#` or `##`)?
    fn expands_at(&self, i: usize) -> bool {
        let op_at = |k: usize, s: &str| {
            self.body
                .get(k)
                .is_some_and(|t| t.kind == TokKind::Punct && t.text == s)
        };
        let after_op = i > 0 && (op_at(i - 1, "#") || op_at(i - 1, "##"));
        !after_op && !op_at(i + 1, "##")
    }
}

/// What a token popped during rescanning turns into.
enum Action {
    Emit(XTok),
    Replace(Vec<XTok>),
    Invoke(Invocation),
}

/// Replacement-list pieces before `##` is applied.
enum Piece {
    Tok(XTok),
    /// Stands for an empty argument next to `##`.
    Placemarker,
    Paste,
}

/// Expands every macro in `body` (comments are dropped).
pub fn expand(body: &[Tok], env: &dyn MacroEnv) -> Result<Vec<Item>, EvalError> {
    // Without names or `##` there is nothing to expand (the common
    // `#define X (1 << 3)`): skip building hide sets.
    let inert = |t: &&Tok| match t.kind {
        TokKind::Ident | TokKind::Keyword => false,
        TokKind::Punct => t.text != "##" && t.text != "%:%:",
        TokKind::Literal | TokKind::Comment => true,
    };
    if body.len() <= MAX_TOKENS && body.iter().all(|t| inert(&t)) {
        return Ok(body
            .iter()
            .filter(|t| t.kind != TokKind::Comment)
            .map(|t| Item::Tok(t.clone()))
            .collect());
    }
    let input: Vec<XTok> = body
        .iter()
        .filter(|t| t.kind != TokKind::Comment)
        .map(|t| XTok::plain(t.clone(), Vec::new()))
        .collect();
    if input.len() > MAX_TOKENS {
        return Err(EvalError::TooComplex);
    }
    let mut ex = Expander {
        env,
        ids: FastMap::default(),
        steps: 0,
        depth: 0,
    };
    Ok(ex.run(input)?.into_iter().map(|t| t.item).collect())
}

fn punct(text: &str) -> Tok {
    Tok {
        kind: TokKind::Punct,
        text: text.to_owned(),
    }
}

fn is_punct(item: &Item, text: &str) -> bool {
    matches!(item, Item::Tok(t) if t.kind == TokKind::Punct && t.text == text)
}

fn is_word(t: &Tok) -> bool {
    matches!(t.kind, TokKind::Ident | TokKind::Keyword)
}

fn with_id(hide: &[u32], id: u32) -> Result<Vec<u32>, EvalError> {
    let mut out = hide.to_vec();
    if let Err(at) = out.binary_search(&id) {
        out.insert(at, id);
    }
    if out.len() > MAX_EXPANSION_DEPTH {
        return Err(EvalError::TooComplex);
    }
    Ok(out)
}

fn intersect(a: &[u32], b: &[u32]) -> Vec<u32> {
    a.iter()
        .copied()
        .filter(|x| b.binary_search(x).is_ok())
        .collect()
}

fn union(a: &[u32], b: &[u32]) -> Result<Vec<u32>, EvalError> {
    let mut out = a.to_vec();
    for &x in b {
        if let Err(at) = out.binary_search(&x) {
            out.insert(at, x);
        }
    }
    if out.len() > MAX_EXPANSION_DEPTH {
        return Err(EvalError::TooComplex);
    }
    Ok(out)
}

struct Expander<'a> {
    env: &'a dyn MacroEnv,
    ids: FastMap<String, u32>,
    steps: usize,
    depth: usize,
}

impl Expander<'_> {
    fn id(&mut self, name: &str) -> u32 {
        if let Some(&id) = self.ids.get(name) {
            return id;
        }
        let id = u32::try_from(self.ids.len()).unwrap_or(u32::MAX);
        self.ids.insert(name.to_owned(), id);
        id
    }

    fn step(&mut self) -> Result<(), EvalError> {
        self.charge(1)
    }

    /// Counts `n` units of work against `MAX_STEPS`.
    fn charge(&mut self, n: usize) -> Result<(), EvalError> {
        self.steps = self.steps.saturating_add(n);
        if self.steps > MAX_STEPS {
            return Err(EvalError::TooComplex);
        }
        Ok(())
    }

    /// Expands `input` completely (rescanning included). Only argument
    /// pre-expansion recurses, through the small `expand_args`.
    fn run(&mut self, mut input: Vec<XTok>) -> Result<Vec<XTok>, EvalError> {
        input.reverse();
        let mut stack = input;
        let mut out: Vec<XTok> = Vec::new();
        while let Some(t) = stack.pop() {
            self.step()?;
            if out.len() + stack.len() >= MAX_TOKENS {
                return Err(EvalError::TooComplex);
            }
            let replacement = match self.examine(t, &mut stack)? {
                Action::Emit(t) => {
                    out.push(t);
                    continue;
                }
                Action::Replace(toks) => toks,
                Action::Invoke(inv) => {
                    let expanded = self.expand_args(&inv)?;
                    self.subst(&inv, expanded)?
                }
            };
            if out.len() + stack.len() + replacement.len() > MAX_TOKENS {
                return Err(EvalError::TooComplex);
            }
            stack.extend(replacement.into_iter().rev());
        }
        Ok(out)
    }

    /// Decides what one token becomes; reads the arguments of an invocation from `stack`.
    #[inline(never)]
    fn examine(&mut self, t: XTok, stack: &mut Vec<XTok>) -> Result<Action, EvalError> {
        let env = self.env;
        let name = match &t.item {
            Item::Tok(tok) if is_word(tok) => tok.text.as_str(),
            _ => return Ok(Action::Emit(t)),
        };
        let body = env.object_tokens(name);
        let value = env.object(name);
        // Most words are no macro at all (types, `sizeof`, enumerators): no
        // hide-set work for them.
        if body.is_none() && value.is_none() && env.function(name).is_none() {
            return Ok(Action::Emit(t));
        }
        let id = self.id(name);
        if t.hide.binary_search(&id).is_ok() {
            return Ok(Action::Emit(t));
        }
        if let Some(v) = value {
            // The known value stands in for the body when that cannot change the
            // meaning (see `is_atomic`); otherwise the body is rescanned as C does.
            if body.map_or(true, is_atomic) {
                let origin = Some(name.to_owned());
                return Ok(Action::Emit(XTok {
                    item: Item::Value(v),
                    hide: t.hide,
                    origin,
                }));
            }
        }
        if let Some(body) = body {
            let hide = with_id(&t.hide, id)?;
            self.charge(body.len())?;
            return Ok(Action::Replace(
                body.iter()
                    .filter(|t| t.kind != TokKind::Comment)
                    .map(|tok| XTok::plain(tok.clone(), hide.clone()))
                    .collect(),
            ));
        }
        if let Some(m) = env.function(name) {
            if stack.last().is_some_and(|n| is_punct(&n.item, "(")) {
                stack.pop();
                let (args, close_hide) = collect_args(stack)?;
                self.charge(args.iter().map(Vec::len).sum::<usize>() + m.body.len())?;
                let hide = with_id(&intersect(&t.hide, &close_hide), id)?;
                let bound = bind(m, args)?;
                let body = m
                    .body
                    .iter()
                    .filter(|t| t.kind != TokKind::Comment)
                    .cloned()
                    .collect();
                return Ok(Action::Invoke(Invocation {
                    params: m.params.clone(),
                    variadic: m.variadic,
                    body,
                    bound,
                    hide,
                }));
            }
        }
        Ok(Action::Emit(t))
    }

    /// Fully expands the arguments that appear in the body outside `#` and `##`.
    fn expand_args(&mut self, inv: &Invocation) -> Result<Vec<Option<Vec<XTok>>>, EvalError> {
        let mut expanded: Vec<Option<Vec<XTok>>> = vec![None; inv.bound.len()];
        for i in 0..inv.body.len() {
            let Some(p) = inv.param(&inv.body[i]) else {
                continue;
            };
            if expanded[p].is_some() || !inv.expands_at(i) {
                continue;
            }
            self.depth += 1;
            if self.depth > MAX_EXPANSION_DEPTH {
                return Err(EvalError::TooComplex);
            }
            let e = self.run(inv.bound[p].clone());
            self.depth -= 1;
            expanded[p] = Some(e?);
        }
        Ok(expanded)
    }

    /// Turns values back into the tokens their macros expand to, for the
    /// operands of `#` and `##`, which work on spellings.
    fn materialize(&mut self, arg: &[XTok]) -> Result<Vec<XTok>, EvalError> {
        if !arg.iter().any(|t| t.origin.is_some()) {
            return Ok(arg.to_vec());
        }
        let mut out = Vec::with_capacity(arg.len());
        for t in arg {
            let Some(name) = &t.origin else {
                out.push(t.clone());
                continue;
            };
            let Some(body) = self.env.object_tokens(name) else {
                out.push(t.clone());
                continue;
            };
            self.charge(body.len())?;
            let hide = with_id(&t.hide, self.id(name))?;
            let toks = body
                .iter()
                .filter(|t| t.kind != TokKind::Comment)
                .map(|tok| XTok::plain(tok.clone(), hide.clone()))
                .collect();
            self.depth += 1;
            if self.depth > MAX_EXPANSION_DEPTH {
                return Err(EvalError::TooComplex);
            }
            let expanded = self.run(toks).and_then(|e| self.materialize(&e));
            self.depth -= 1;
            out.extend(expanded?);
            if out.len() > MAX_TOKENS {
                return Err(EvalError::TooComplex);
            }
        }
        Ok(out)
    }

    /// Builds the replacement of one function-like macro invocation.
    #[inline(never)]
    fn subst(
        &mut self,
        inv: &Invocation,
        expanded: Vec<Option<Vec<XTok>>>,
    ) -> Result<Vec<XTok>, EvalError> {
        let bound = &inv.bound;
        let body = &inv.body;
        let param = |t: &Tok| inv.param(t);
        let is_op = |t: &Tok, s: &str| t.kind == TokKind::Punct && t.text == s;
        let mut pieces: Vec<Piece> = Vec::new();
        let mut i = 0;
        while i < body.len() {
            self.step()?;
            if pieces.len() > MAX_TOKENS {
                return Err(EvalError::TooComplex);
            }
            let t = &body[i];
            if is_word(t) && t.text == "__VA_OPT__" {
                return Err(EvalError::Unsupported("__VA_OPT__".into()));
            }
            if is_op(t, "#") {
                let p = body.get(i + 1).and_then(|n| inv.param(n)).ok_or_else(|| {
                    EvalError::Syntax("'#' is not followed by a macro parameter".into())
                })?;
                let arg = self.materialize(&bound[p])?;
                pieces.push(Piece::Tok(stringize(&arg)?));
                i += 2;
                continue;
            }
            if is_op(t, "##") {
                if pieces.is_empty() || i + 1 >= body.len() {
                    return Err(EvalError::Syntax(
                        "'##' at either end of a macro body".into(),
                    ));
                }
                // GNU extension: `, ## __VA_ARGS__` drops the comma when there are no variadic arguments.
                let next = param(&body[i + 1]);
                let after_comma =
                    matches!(pieces.last(), Some(Piece::Tok(x)) if is_punct(&x.item, ","));
                if inv.variadic && next == Some(inv.params.len()) && after_comma {
                    let va = &bound[inv.params.len()];
                    if va.is_empty() {
                        pieces.pop();
                    } else {
                        pieces.extend(va.iter().cloned().map(Piece::Tok));
                    }
                    i += 2;
                    continue;
                }
                pieces.push(Piece::Paste);
                i += 1;
                continue;
            }
            if let Some(p) = param(t) {
                if inv.expands_at(i) {
                    let e = expanded[p].as_ref().ok_or_else(|| {
                        EvalError::Syntax("macro argument was not expanded".into())
                    })?;
                    pieces.extend(e.iter().cloned().map(Piece::Tok));
                } else if bound[p].is_empty() {
                    pieces.push(Piece::Placemarker);
                } else {
                    let arg = self.materialize(&bound[p])?;
                    pieces.extend(arg.into_iter().map(Piece::Tok));
                }
                i += 1;
                continue;
            }
            pieces.push(Piece::Tok(XTok::plain(t.clone(), Vec::new())));
            i += 1;
        }
        self.charge(pieces.len())?;
        let hide = &inv.hide;

        // Apply `##` left to right.
        let mut done: Vec<Piece> = Vec::with_capacity(pieces.len());
        let mut it = pieces.into_iter();
        while let Some(p) = it.next() {
            if !matches!(p, Piece::Paste) {
                done.push(p);
                continue;
            }
            let bad = || EvalError::Syntax("'##' without two operands".into());
            let lhs = done.pop().ok_or_else(bad)?;
            let rhs = it.next().ok_or_else(bad)?;
            done.push(match (lhs, rhs) {
                (Piece::Placemarker, r) => r,
                (l, Piece::Placemarker) => l,
                (Piece::Tok(a), Piece::Tok(b)) => Piece::Tok(glue(a, b)?),
                _ => return Err(bad()),
            });
        }
        let mut out = Vec::with_capacity(done.len());
        for p in done {
            if let Piece::Tok(mut t) = p {
                t.hide = union(&t.hide, hide)?;
                out.push(t);
            }
        }
        Ok(out)
    }
}

/// Can a macro body be replaced by its value without changing what the
/// surrounding expression means? True for one token, a fully parenthesized
/// body, a run of string literals, and those behind prefix operators.
fn is_atomic(body: &[Tok]) -> bool {
    let body: Vec<&Tok> = body.iter().filter(|t| t.kind != TokKind::Comment).collect();
    let is = |t: &Tok, s: &str| t.kind == TokKind::Punct && t.text == s;
    let start = body
        .iter()
        .take_while(|t| ["-", "+", "~", "!"].iter().any(|op| is(t, op)))
        .count();
    let rest = &body[start..];
    match rest {
        [] => false,
        [_] => true,
        [first, .., last] if is(first, "(") && is(last, ")") => {
            // The first `(` must close only at the very end.
            let mut depth = 0usize;
            for (k, t) in rest.iter().enumerate() {
                if is(t, "(") {
                    depth += 1;
                } else if is(t, ")") {
                    depth = depth.saturating_sub(1);
                    if depth == 0 && k + 1 < rest.len() {
                        return false;
                    }
                }
            }
            true
        }
        _ => {
            start == 0
                && rest
                    .iter()
                    .all(|t| t.kind == TokKind::Literal && t.text.ends_with('"'))
        }
    }
}

/// Reads the arguments of an invocation whose `(` was already taken from `stack`.
/// Returns the raw arguments and the hide set of the closing parenthesis.
fn collect_args(stack: &mut Vec<XTok>) -> Result<(Vec<Vec<XTok>>, Vec<u32>), EvalError> {
    let mut args: Vec<Vec<XTok>> = vec![Vec::new()];
    let mut depth = 0usize;
    loop {
        let t = stack.pop().ok_or_else(|| {
            EvalError::Syntax("unterminated function-like macro invocation".into())
        })?;
        if is_punct(&t.item, "(") {
            depth += 1;
        } else if is_punct(&t.item, ")") {
            if depth == 0 {
                return Ok((args, t.hide));
            }
            depth -= 1;
        } else if depth == 0 && is_punct(&t.item, ",") {
            args.push(Vec::new());
            continue;
        }
        if let Some(last) = args.last_mut() {
            last.push(t);
        }
    }
}

/// Matches arguments to parameters; with `variadic`, the extra arguments become the
/// last entry (`__VA_ARGS__`), commas included.
fn bind(m: &FnMacro, mut args: Vec<Vec<XTok>>) -> Result<Vec<Vec<XTok>>, EvalError> {
    let n = m.params.len();
    let given = args.len();
    let count_err =
        move || EvalError::Syntax(format!("macro expects {n} argument(s), got {given}"));
    if n == 0 && args.len() == 1 && args[0].is_empty() {
        return Ok(if m.variadic {
            vec![Vec::new()]
        } else {
            Vec::new()
        });
    }
    if !m.variadic {
        return if args.len() == n {
            Ok(args)
        } else {
            Err(count_err())
        };
    }
    if args.len() < n {
        return Err(count_err());
    }
    let rest = args.split_off(n);
    let mut va = Vec::new();
    for (j, a) in rest.into_iter().enumerate() {
        if j > 0 {
            va.push(XTok::plain(punct(","), Vec::new()));
        }
        va.extend(a);
    }
    args.push(va);
    Ok(args)
}

/// Spelling of a value that came from an already evaluated macro.
fn spell_value(v: &MacroValue) -> String {
    match v {
        MacroValue::Int { value, ty } | MacroValue::WideChar { value, ty } => {
            use super::model::CInt::*;
            let suffix = match ty {
                UInt => "U",
                Long => "L",
                ULong => "UL",
                LongLong => "LL",
                ULongLong => "ULL",
                _ => "",
            };
            format!("{value}{suffix}")
        }
        MacroValue::Float(f) => format!("{f:?}"),
        MacroValue::Str(bytes) => {
            let mut s = String::from("\"");
            for &b in bytes {
                match b {
                    b'"' | b'\\' => {
                        s.push('\\');
                        s.push(char::from(b));
                    }
                    0x20..=0x7E => s.push(char::from(b)),
                    _ => s.push_str(&format!("\\{b:03o}")),
                }
            }
            s.push('"');
            s
        }
        MacroValue::Char(b) => match b {
            b'\'' | b'\\' => format!("'\\{}'", char::from(*b)),
            0x20..=0x7E => format!("'{}'", char::from(*b)),
            _ => format!("'\\{b:03o}'"),
        },
    }
}

/// The `#` operator. Spacing between tokens is not known, so a space is put only
/// where two words would otherwise merge and after commas.
fn stringize(arg: &[XTok]) -> Result<XTok, EvalError> {
    let mut s = String::from("\"");
    let mut prev_word = false;
    let mut prev_comma = false;
    for (k, t) in arg.iter().enumerate() {
        let (text, word, quoted) = match &t.item {
            Item::Tok(tok) => {
                let quoted = tok.kind == TokKind::Literal && tok.text.contains(['"', '\'']);
                (tok.text.clone(), tok.kind != TokKind::Punct, quoted)
            }
            Item::Value(v) => {
                let quoted = matches!(v, MacroValue::Str(_) | MacroValue::Char(_));
                (spell_value(v), true, quoted)
            }
        };
        if k > 0 && ((prev_word && word) || prev_comma) {
            s.push(' ');
        }
        for c in text.chars() {
            if quoted && (c == '"' || c == '\\') {
                s.push('\\');
            }
            s.push(c);
        }
        if s.len() > MAX_TEXT {
            return Err(EvalError::TooComplex);
        }
        prev_word = word;
        prev_comma = !word && text == ",";
    }
    s.push('"');
    Ok(XTok::plain(
        Tok {
            kind: TokKind::Literal,
            text: s,
        },
        Vec::new(),
    ))
}

/// The `##` operator on two tokens.
fn glue(a: XTok, b: XTok) -> Result<XTok, EvalError> {
    let (Item::Tok(x), Item::Tok(y)) = (&a.item, &b.item) else {
        return Err(EvalError::Unsupported(
            "pasting an evaluated macro value".into(),
        ));
    };
    let text = format!("{}{}", x.text, y.text);
    if text.len() > MAX_TEXT {
        return Err(EvalError::TooComplex);
    }
    let kind = classify(&text)
        .ok_or_else(|| EvalError::Syntax(format!("pasting forms `{text}`, an invalid token")))?;
    Ok(XTok::plain(Tok { kind, text }, intersect(&a.hide, &b.hide)))
}

const PUNCTUATORS: &[&str] = &[
    "[", "]", "(", ")", "{", "}", ".", "->", "++", "--", "&", "*", "+", "-", "~", "!", "/", "%",
    "<<", ">>", "<", ">", "<=", ">=", "==", "!=", "^", "|", "&&", "||", "?", ":", ";", "...", "=",
    "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "^=", "|=", ",", "#", "##", "<:", ":>", "<%",
    "%>", "%:", "%:%:",
];

/// Kind of the single preprocessing token spelled `text`, if it is one.
fn classify(text: &str) -> Option<TokKind> {
    let b = text.as_bytes();
    let first = *b.first()?;
    let ident_char = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80;
    let quoted = |start: usize| -> bool {
        let q = b[start];
        (q == b'"' || q == b'\'') && b.len() >= start + 2 && b[b.len() - 1] == q
    };
    if ident_char(first) && !first.is_ascii_digit() {
        if b.iter().all(|&c| ident_char(c)) {
            return Some(if super::lex::C_KEYWORDS.binary_search(&text).is_ok() {
                TokKind::Keyword
            } else {
                TokKind::Ident
            });
        }
        let q = b.iter().position(|&c| c == b'"' || c == b'\'')?;
        return (matches!(&text[..q], "L" | "u" | "U" | "u8") && quoted(q))
            .then_some(TokKind::Literal);
    }
    if first.is_ascii_digit() || (first == b'.' && b.get(1).is_some_and(u8::is_ascii_digit)) {
        let mut i = 1;
        while i < b.len() {
            let c = b[i];
            if matches!(c, b'e' | b'E' | b'p' | b'P') && matches!(b.get(i + 1), Some(b'+' | b'-')) {
                i += 2;
            } else if ident_char(c) || c == b'.' {
                i += 1;
            } else {
                return None;
            }
        }
        return Some(TokKind::Literal);
    }
    if first == b'"' || first == b'\'' {
        return quoted(0).then_some(TokKind::Literal);
    }
    PUNCTUATORS.contains(&text).then_some(TokKind::Punct)
}
