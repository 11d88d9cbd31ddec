//! Evaluates the body of an object-like `#define` with the exact typing and wrapping rules of C11.

use std::cmp::Ordering;

use super::expand::{self, Item};
use super::literal::{self, Lit};
use super::model::{
    common_type, CInt, DataModel, EvalError, MacroEnv, MacroValue, Tok, TokKind, MAX_DEPTH,
};

/// Evaluates the body tokens (without the macro name) of an object-like macro.
pub fn evaluate(body: &[Tok], env: &dyn MacroEnv, dm: &DataModel) -> Result<MacroValue, EvalError> {
    let items = expand::expand(body, env)?;
    if items.is_empty() {
        return Err(EvalError::Empty);
    }
    let mut p = Parser {
        toks: &items,
        pos: 0,
        depth: 0,
        dm: *dm,
    };
    let v = p.cond(true)?;
    p.no_comma()?;
    if let Some(extra) = items.get(p.pos) {
        return Err(match extra {
            Item::Tok(t) => EvalError::Syntax(format!("unexpected `{}`", t.text)),
            Item::Value(_) => EvalError::Syntax("unexpected operand".into()),
        });
    }
    p.finish(v)
}

// ---------------------------------------------------------------------------
// Values

/// An integer: `bits` holds the value reduced to the width of `ty` (two's complement).
#[derive(Clone, Copy, Debug)]
struct IntV {
    bits: u128,
    ty: CInt,
}

#[derive(Clone, Debug)]
enum Val {
    Int(IntV),
    Float(f64),
    Str(Vec<u8>),
    Char(u8),
    /// A prefixed character constant: an integer of its C type in
    /// arithmetic, a `WideChar` when it is the whole result.
    WideChar(IntV),
}

/// An arithmetic operand.
#[derive(Clone, Copy, Debug)]
enum Num {
    I(IntV),
    F(f64),
}

fn mask(bits: u128, w: u32) -> u128 {
    if w >= 128 {
        bits
    } else {
        bits & ((1u128 << w) - 1)
    }
}

fn sext(bits: u128, w: u32) -> i128 {
    if w >= 128 {
        bits as i128
    } else {
        let s = 128 - w;
        ((bits << s) as i128) >> s
    }
}

fn bool_int(b: bool) -> IntV {
    IntV {
        bits: u128::from(b),
        ty: CInt::Int,
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    And,
    Or,
}

fn binop(text: &str) -> Option<(Op, u8)> {
    Some(match text {
        "*" => (Op::Mul, 10),
        "/" => (Op::Div, 10),
        "%" => (Op::Rem, 10),
        "+" => (Op::Add, 9),
        "-" => (Op::Sub, 9),
        "<<" => (Op::Shl, 8),
        ">>" => (Op::Shr, 8),
        "<" => (Op::Lt, 7),
        ">" => (Op::Gt, 7),
        "<=" => (Op::Le, 7),
        ">=" => (Op::Ge, 7),
        "==" => (Op::Eq, 6),
        "!=" => (Op::Ne, 6),
        "&" => (Op::BitAnd, 5),
        "^" => (Op::BitXor, 4),
        "|" => (Op::BitOr, 3),
        "&&" => (Op::And, 2),
        "||" => (Op::Or, 1),
        _ => return None,
    })
}

/// A binary operator waiting for its right operand.
#[derive(Clone, Copy, Debug)]
struct Pending {
    op: Op,
    prec: u8,
    /// Whether the whole `lhs op rhs` is evaluated.
    live: bool,
    /// Whether the right operand is evaluated (differs for `&&` and `||`).
    rhs_live: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum UnOp {
    Plus,
    Minus,
    Not,
    LNot,
}

/// Operands and operators of the binary-operator parser.
struct OpStack {
    vals: Vec<Val>,
    ops: Vec<Pending>,
}

/// How a unary expression starts.
#[derive(Clone, Copy)]
enum Prefix {
    Op(UnOp),
    Cast(TypeName),
    /// `__extension__`, which changes nothing.
    Skip,
    Paren,
    /// A literal, value or identifier.
    Leaf,
}

fn syntax(msg: impl Into<String>) -> EvalError {
    EvalError::Syntax(msg.into())
}

fn unsupported(msg: impl Into<String>) -> EvalError {
    EvalError::Unsupported(msg.into())
}

// ---------------------------------------------------------------------------
// Parser and evaluator in one pass. `live == false` marks operands C does not
// evaluate (short-circuit and `?:` arms): their types still count, but value
// errors such as division by zero are ignored there.

struct Parser<'a> {
    toks: &'a [Item],
    pos: usize,
    depth: usize,
    dm: DataModel,
}

impl<'a> Parser<'a> {
    // ---- integer helpers ----

    fn width(&self, ty: CInt) -> u32 {
        ty.bits(&self.dm).clamp(1, 128)
    }

    fn signed(&self, ty: CInt) -> bool {
        ty.is_signed(&self.dm)
    }

    /// Builds a value of type `ty` from any two's complement representation.
    fn mk(&self, full: u128, ty: CInt) -> IntV {
        if ty == CInt::Bool {
            return IntV {
                bits: u128::from(full != 0),
                ty,
            };
        }
        IntV {
            bits: mask(full, self.width(ty)),
            ty,
        }
    }

    /// The value as a signed number (for unsigned types the bits themselves).
    fn sval(&self, v: IntV) -> i128 {
        if self.signed(v.ty) {
            sext(v.bits, self.width(v.ty))
        } else {
            v.bits as i128
        }
    }

    /// The value sign-extended to 128 bits.
    fn full(&self, v: IntV) -> u128 {
        self.sval(v) as u128
    }

    fn convert(&self, v: IntV, to: CInt) -> IntV {
        if to == CInt::Bool {
            return IntV {
                bits: u128::from(v.bits != 0),
                ty: to,
            };
        }
        self.mk(self.full(v), to)
    }

    fn to_f64(&self, v: IntV) -> f64 {
        if self.signed(v.ty) {
            sext(v.bits, self.width(v.ty)) as f64
        } else {
            v.bits as f64
        }
    }

    fn num_f64(&self, n: Num) -> f64 {
        match n {
            Num::I(v) => self.to_f64(v),
            Num::F(f) => f,
        }
    }

    fn char_int(&self, b: u8) -> IntV {
        let v = if self.dm.char_signed {
            i128::from(b as i8)
        } else {
            i128::from(b)
        };
        IntV {
            bits: mask(v as u128, 32),
            ty: CInt::Int,
        }
    }

    fn scalar(&self, v: Val) -> Result<Num, EvalError> {
        match v {
            Val::Int(i) => Ok(Num::I(i)),
            Val::Float(f) => Ok(Num::F(f)),
            Val::Char(b) => Ok(Num::I(self.char_int(b))),
            Val::WideChar(i) => Ok(Num::I(i)),
            Val::Str(_) => Err(unsupported("string literal used as an operand")),
        }
    }

    fn truthy(&self, n: Num) -> bool {
        match n {
            Num::I(v) => v.bits != 0,
            Num::F(f) => f != 0.0,
        }
    }

    fn value_of(&self, v: &MacroValue) -> Val {
        match v {
            MacroValue::Int { value, ty } => Val::Int(self.mk(*value as u128, *ty)),
            MacroValue::Float(f) => Val::Float(*f),
            MacroValue::Str(s) => Val::Str(s.clone()),
            MacroValue::Char(c) => Val::Char(*c),
            MacroValue::WideChar { value, ty } => Val::WideChar(self.mk(*value as u128, *ty)),
        }
    }

    fn finish(&self, v: Val) -> Result<MacroValue, EvalError> {
        Ok(match v {
            Val::Int(i) => {
                let value = self.int_value(i)?;
                MacroValue::Int { value, ty: i.ty }
            }
            Val::WideChar(i) => MacroValue::WideChar {
                value: self.int_value(i)?,
                ty: i.ty,
            },
            Val::Float(f) => MacroValue::Float(f),
            Val::Str(s) => MacroValue::Str(s),
            Val::Char(c) => MacroValue::Char(c),
        })
    }

    /// The mathematical value of an integer of its C type.
    fn int_value(&self, i: IntV) -> Result<i128, EvalError> {
        if self.signed(i.ty) {
            Ok(sext(i.bits, self.width(i.ty)))
        } else {
            i128::try_from(i.bits).map_err(|_| unsupported("value does not fit in 128 signed bits"))
        }
    }

    // ---- token helpers ----

    fn enter(&mut self) -> Result<(), EvalError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(EvalError::TooComplex);
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    fn punct_at(&self, k: usize) -> Option<&'a str> {
        match self.toks.get(k) {
            Some(Item::Tok(t)) if t.kind == TokKind::Punct => Some(t.text.as_str()),
            _ => None,
        }
    }

    fn word_at(&self, k: usize) -> Option<&'a str> {
        match self.toks.get(k) {
            Some(Item::Tok(t)) if matches!(t.kind, TokKind::Ident | TokKind::Keyword) => {
                Some(t.text.as_str())
            }
            _ => None,
        }
    }

    fn is_punct(&self, s: &str) -> bool {
        self.punct_at(self.pos) == Some(s)
    }

    fn expect(&mut self, s: &str) -> Result<(), EvalError> {
        if self.is_punct(s) {
            self.pos += 1;
            Ok(())
        } else {
            Err(match self.toks.get(self.pos) {
                Some(Item::Tok(t)) => syntax(format!("expected `{s}`, found `{}`", t.text)),
                Some(Item::Value(_)) => syntax(format!("expected `{s}`, found an operand")),
                None => syntax(format!("expected `{s}` at end of expression")),
            })
        }
    }

    /// Could the token at `k` begin the operand of a cast? (`(T) - 1` is read as a cast.)
    fn starts_operand(&self, k: usize) -> bool {
        match self.toks.get(k) {
            Some(Item::Value(_)) => true,
            Some(Item::Tok(t)) => match t.kind {
                TokKind::Literal | TokKind::Ident | TokKind::Keyword => true,
                TokKind::Punct => {
                    matches!(t.text.as_str(), "(" | "~" | "!" | "-" | "+" | "&" | "*")
                }
                TokKind::Comment => false,
            },
            None => false,
        }
    }

    // ---- grammar ----
    //
    // Only `unary` (one level per parenthesis, prefix operator or cast) and the
    // `?:` arms recurse; binary operators are reduced with explicit stacks, so
    // the native stack needed is small and bounded by `MAX_DEPTH`.

    fn no_comma(&self) -> Result<(), EvalError> {
        if self.is_punct(",") {
            return Err(unsupported("comma operator"));
        }
        Ok(())
    }

    #[inline(never)]
    fn ternary(&mut self, c: Val, live: bool) -> Result<Val, EvalError> {
        self.pos += 1;
        self.enter()?;
        let truth = self.condition(c)?;
        let a = self.cond(live && truth)?;
        self.expect_colon()?;
        let b = self.cond(live && !truth)?;
        self.leave();
        self.merge_arms(a, b, truth)
    }

    #[inline(never)]
    fn condition(&self, c: Val) -> Result<bool, EvalError> {
        let truth = self.truthy(self.scalar(c)?);
        if self.is_punct(":") {
            return Err(unsupported("`?:` with an omitted middle operand"));
        }
        Ok(truth)
    }

    #[inline(never)]
    fn expect_colon(&mut self) -> Result<(), EvalError> {
        self.no_comma()?;
        self.expect(":")
    }

    /// The value of `?:`: the chosen arm converted to the common type of both.
    #[inline(never)]
    fn merge_arms(&self, a: Val, b: Val, truth: bool) -> Result<Val, EvalError> {
        let (a, b) = (self.scalar(a)?, self.scalar(b)?);
        Ok(match (a, b) {
            (Num::I(x), Num::I(y)) => {
                let ty = common_type(x.ty, y.ty, &self.dm);
                Val::Int(self.convert(if truth { x } else { y }, ty))
            }
            (x, y) => Val::Float(self.num_f64(if truth { x } else { y })),
        })
    }

    /// conditional-expression: binary operators `*` through `||` are reduced by
    /// operator precedence with explicit stacks, then an optional `?:` follows.
    /// (The recursive functions keep few locals: debug builds give every
    /// temporary its own stack slot.)
    fn cond(&mut self, live: bool) -> Result<Val, EvalError> {
        let mut st = OpStack {
            vals: Vec::new(),
            ops: Vec::new(),
        };
        loop {
            let operand_live = st.ops.last().map_or(live, |p| p.rhs_live);
            let v = self.unary(operand_live)?;
            if !self.shift_reduce(&mut st, v, live)? {
                break;
            }
        }
        let c = st
            .vals
            .pop()
            .ok_or_else(|| syntax("malformed expression"))?;
        if !self.is_punct("?") {
            return Ok(c);
        }
        self.ternary(c, live)
    }

    /// Pushes an operand, reduces what the next operator allows, and takes that
    /// operator if there is one (returning whether it did).
    #[inline(never)]
    fn shift_reduce(&mut self, st: &mut OpStack, v: Val, live: bool) -> Result<bool, EvalError> {
        st.vals.push(v);
        let next = self.punct_at(self.pos).and_then(binop);
        while let Some(top) = st.ops.last().copied() {
            if next.is_some_and(|(_, prec)| prec > top.prec) {
                break;
            }
            st.ops.pop();
            self.reduce(&mut st.vals, top)?;
        }
        let Some((op, prec)) = next else {
            return if st.vals.len() == 1 {
                Ok(false)
            } else {
                Err(syntax("malformed expression"))
            };
        };
        self.pos += 1;
        let outer = st.ops.last().map_or(live, |p| p.rhs_live);
        let rhs_live = match op {
            Op::And | Op::Or => {
                let lhs = st
                    .vals
                    .last()
                    .cloned()
                    .ok_or_else(|| syntax("missing operand"))?;
                let l = self.truthy(self.scalar(lhs)?);
                outer && (l == (op == Op::And))
            }
            _ => outer,
        };
        st.ops.push(Pending {
            op,
            prec,
            live: outer,
            rhs_live,
        });
        Ok(true)
    }

    fn reduce(&self, vals: &mut Vec<Val>, p: Pending) -> Result<(), EvalError> {
        let (Some(r), Some(l)) = (vals.pop(), vals.pop()) else {
            return Err(syntax("missing operand"));
        };
        let (l, r) = (self.scalar(l)?, self.scalar(r)?);
        vals.push(match p.op {
            Op::And => Val::Int(bool_int(self.truthy(l) && self.truthy(r))),
            Op::Or => Val::Int(bool_int(self.truthy(l) || self.truthy(r))),
            op => match self.apply(op, l, r, p.live)? {
                Num::I(v) => Val::Int(v),
                Num::F(f) => Val::Float(f),
            },
        });
        Ok(())
    }

    /// unary-expression and cast-expression.
    fn unary(&mut self, live: bool) -> Result<Val, EvalError> {
        self.enter()?;
        let prefix = self.prefix()?;
        let r = match prefix {
            Prefix::Leaf => self.leaf(),
            Prefix::Paren => self.cond(live).and_then(|v| self.close_paren().map(|()| v)),
            _ => self
                .unary(live)
                .and_then(|v| self.apply_prefix(prefix, v, live)),
        };
        self.leave();
        r
    }

    #[inline(never)]
    fn apply_prefix(&self, prefix: Prefix, v: Val, live: bool) -> Result<Val, EvalError> {
        match prefix {
            Prefix::Op(op) => self.unary_op(op, v),
            Prefix::Cast(tn) => self.cast(tn, v, live),
            _ => Ok(v),
        }
    }

    fn close_paren(&mut self) -> Result<(), EvalError> {
        self.no_comma()?;
        self.expect(")")
    }

    /// Classifies the start of a unary expression and consumes prefix operators,
    /// casts and `(`.
    #[inline(never)]
    fn prefix(&mut self) -> Result<Prefix, EvalError> {
        let (kind, text) = match self.toks.get(self.pos) {
            Some(Item::Tok(t)) => (t.kind, t.text.as_str()),
            _ => return Ok(Prefix::Leaf),
        };
        let unop = match (kind, text) {
            (TokKind::Punct, "+") => UnOp::Plus,
            (TokKind::Punct, "-") => UnOp::Minus,
            (TokKind::Punct, "~") => UnOp::Not,
            (TokKind::Punct, "!") => UnOp::LNot,
            (TokKind::Punct, "(") => return self.open_paren(),
            (TokKind::Ident | TokKind::Keyword, "__extension__") => {
                self.pos += 1;
                return Ok(Prefix::Skip);
            }
            _ => return Ok(Prefix::Leaf),
        };
        self.pos += 1;
        Ok(Prefix::Op(unop))
    }

    /// At `(`: a cast or a parenthesized expression.
    fn open_paren(&mut self) -> Result<Prefix, EvalError> {
        if let Some((tn, close)) = self.type_name_at(self.pos + 1)? {
            self.pos = close + 1;
            if self.is_punct("{") {
                return Err(unsupported("compound literal"));
            }
            return Ok(Prefix::Cast(tn));
        }
        if let Some(Item::Tok(t)) = self.toks.get(self.pos + 1) {
            if t.kind == TokKind::Ident {
                let mut k = self.pos + 2;
                let mut stars = 0;
                while self.punct_at(k) == Some("*") {
                    stars += 1;
                    k += 1;
                }
                if self.punct_at(k) == Some(")") {
                    if stars > 0 {
                        return Err(unsupported(format!("cast to pointer type `{} *`", t.text)));
                    }
                    if self.starts_operand(k + 1) {
                        return Err(unsupported(format!("cast to unknown type `{}`", t.text)));
                    }
                }
            }
        }
        self.pos += 1;
        Ok(Prefix::Paren)
    }

    /// A primary expression that does not nest: literal, known value, identifier.
    #[inline(never)]
    fn leaf(&mut self) -> Result<Val, EvalError> {
        let toks = self.toks;
        let t = match toks.get(self.pos) {
            None => return Err(syntax("unexpected end of expression")),
            Some(Item::Value(v)) => {
                self.pos += 1;
                return match self.value_of(v) {
                    Val::Str(s) => self.more_strings(s),
                    other => Ok(other),
                };
            }
            Some(Item::Tok(t)) => t,
        };
        match t.kind {
            TokKind::Literal => {
                self.pos += 1;
                match literal::parse_literal(&t.text, &self.dm)? {
                    Lit::Int { bits, ty } if literal::is_prefixed_char(&t.text) => {
                        Ok(Val::WideChar(IntV { bits, ty }))
                    }
                    Lit::Int { bits, ty } => Ok(Val::Int(IntV { bits, ty })),
                    Lit::Float(f) => Ok(Val::Float(f)),
                    Lit::Char(c) => Ok(Val::Char(c)),
                    Lit::Str(s) => self.more_strings(s),
                }
            }
            TokKind::Ident | TokKind::Keyword => match t.text.as_str() {
                "sizeof" => self.sizeof(),
                "defined" => Err(unsupported("`defined` outside of #if")),
                "_Alignof" | "alignof" | "__alignof" | "__alignof__" => Err(unsupported("alignof")),
                w if t.kind == TokKind::Keyword => Err(syntax(format!("unexpected keyword `{w}`"))),
                w => Err(EvalError::UnknownIdent(w.to_owned())),
            },
            TokKind::Punct => Err(match t.text.as_str() {
                "++" | "--" => unsupported("increment and decrement operators"),
                "&" | "*" => unsupported("pointer operators"),
                other => syntax(format!("unexpected `{other}`")),
            }),
            TokKind::Comment => Err(syntax("unexpected comment")),
        }
    }

    /// Adjacent string literals are concatenated.
    fn more_strings(&mut self, mut s: Vec<u8>) -> Result<Val, EvalError> {
        let toks = self.toks;
        loop {
            match toks.get(self.pos) {
                Some(Item::Tok(t))
                    if t.kind == TokKind::Literal && literal::is_string_literal(&t.text) =>
                {
                    match literal::parse_literal(&t.text, &self.dm)? {
                        Lit::Str(more) => s.extend(more),
                        _ => return Err(syntax("malformed string literal")),
                    }
                }
                Some(Item::Value(MacroValue::Str(more))) => s.extend_from_slice(more),
                _ => return Ok(Val::Str(s)),
            }
            self.pos += 1;
        }
    }

    #[inline(never)]
    fn unary_op(&self, op: UnOp, v: Val) -> Result<Val, EvalError> {
        let n = self.scalar(v)?;
        Ok(match (op, n) {
            (UnOp::LNot, n) => Val::Int(bool_int(!self.truthy(n))),
            (UnOp::Minus, Num::F(f)) => Val::Float(-f),
            (UnOp::Plus, Num::F(f)) => Val::Float(f),
            (UnOp::Not, Num::F(_)) => return Err(syntax("`~` applied to a floating value")),
            (op, Num::I(a)) => {
                let ty = a.ty.promote();
                let a = self.convert(a, ty);
                Val::Int(match op {
                    UnOp::Minus => self.mk(0u128.wrapping_sub(a.bits), ty),
                    UnOp::Not => self.mk(!a.bits, ty),
                    _ => a,
                })
            }
        })
    }
}

mod arith;
pub(crate) mod typenames;
use typenames::TypeName;

#[cfg(test)]
mod tests;
