//! The expanded body of a function-like macro -> a typed expression tree.
//!
//! One recursive-descent pass over the expanded items (`expand.rs` already
//! replaced object-like macros by their values and inlined the function-like
//! macros that are not translated themselves). Parameters are leaves; every
//! operator applies C11's typing: integer promotions, the usual arithmetic
//! conversions, `int` results of comparisons and logical operators. The
//! implicit conversions become explicit `Convert` nodes, so code generation
//! only spells out the tree.

mod builtins;

use super::super::eval::typenames::{combine_spec, is_qualifier, named_type, Spec, TypeName};
use super::super::expand::Item;
use super::super::literal::{self, Lit};
use super::super::model::{common_type, CInt, DataModel, MacroValue, TokKind, MAX_DEPTH};
use super::names::{Names, TypeFact};
use super::{c_to_ir, fold, ParamKind, Signature};
use crate::fasthash::FastMap;
use crate::ir::{ArithOp, BitOp, CmpOp, FnExpr, FnExprKind, TypeArg};

/// An expression and its C type.
#[derive(Clone, Debug)]
pub(super) struct Typed {
    pub(super) e: FnExpr,
    pub(super) c: CInt,
}

/// Why a macro is not translated (shown at info level and to the callback).
pub(super) type Reason = String;

/// What the parser knows around one body.
pub(super) struct Scope<'a> {
    /// The macro's parameters: names and kinds.
    pub(super) params: &'a [(String, ParamKind)],
    /// Translated macros callable from here.
    pub(super) callees: &'a FastMap<String, Signature>,
    /// Typedefs, tags and enumeration constants of the declarations.
    pub(super) names: &'a Names,
    pub(super) dm: DataModel,
    /// Whether `__is_constexpr` is the kernel's trick (see `builtin`).
    pub(super) is_constexpr_trick: bool,
}

pub(super) struct Parser<'a> {
    items: &'a [Item],
    pos: usize,
    depth: usize,
    /// How many arms of `?:` enclose the current position.
    arms: usize,
    scope: &'a Scope<'a>,
}

/// A type name read in a cast, `sizeof` or `_Alignof`.
enum TyName {
    Int(CInt),
    /// A record or other complete type: only its size and alignment.
    Sized {
        size: u64,
        align: u64,
    },
    /// A type parameter of the macro, by index.
    Param(usize),
    /// An array of a type parameter (`t[N]`, in `sizeof`).
    ParamArray(usize, u64),
}

fn binop(text: &str) -> Option<u8> {
    Some(match text {
        "*" | "/" | "%" => 10,
        "+" | "-" => 9,
        "<<" | ">>" => 8,
        "<" | ">" | "<=" | ">=" => 7,
        "==" | "!=" => 6,
        "&" => 5,
        "^" => 4,
        "|" => 3,
        "&&" => 2,
        "||" => 1,
        _ => return None,
    })
}

/// The reason for a token no constant expression over parameters can hold.
pub(super) fn refused(text: &str) -> Reason {
    match text {
        "#" | "##" => "stringification or token pasting of a parameter".into(),
        ";" | "{" | "}" | "=" | "+=" | "-=" | "*=" | "/=" | "%=" | "&=" | "|=" | "^=" | "<<="
        | ">>=" | "++" | "--" | "do" | "while" | "if" | "for" | "return" | "switch" => {
            "a statement, an assignment or an increment".into()
        }
        "&" | "*" | "->" | "." | "[" | "]" => {
            "pointer arithmetic, indexing or member access".into()
        }
        "," => "the comma operator".into(),
        other => format!("unexpected `{other}`"),
    }
}

impl<'a> Parser<'a> {
    pub(super) fn new(items: &'a [Item], scope: &'a Scope<'a>) -> Parser<'a> {
        Parser {
            items,
            pos: 0,
            depth: 0,
            arms: 0,
            scope,
        }
    }

    /// Parses the whole item list as one expression.
    pub(super) fn whole(&mut self) -> Result<Typed, Reason> {
        if self.items.is_empty() {
            return Err("empty body".into());
        }
        let t = self.cond()?;
        match self.items.get(self.pos) {
            None => Ok(t),
            Some(Item::Tok(t)) => Err(refused(&t.text)),
            Some(Item::Value(_)) => Err("malformed expression".into()),
        }
    }

    /// The index of the `)` closing the `(` at `k`.
    fn matching(&self, k: usize) -> Option<usize> {
        let mut depth = 0usize;
        for j in k..self.items.len() {
            match self.text_at(j) {
                Some("(") => depth += 1,
                Some(")") => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(j);
                    }
                }
                _ => {}
            }
        }
        None
    }

    fn dm(&self) -> &DataModel {
        &self.scope.dm
    }

    fn text_at(&self, k: usize) -> Option<&'a str> {
        match self.items.get(k) {
            Some(Item::Tok(t)) if t.kind != TokKind::Literal => Some(t.text.as_str()),
            _ => None,
        }
    }

    fn word_at(&self, k: usize) -> Option<&'a str> {
        match self.items.get(k) {
            Some(Item::Tok(t)) if matches!(t.kind, TokKind::Ident | TokKind::Keyword) => {
                Some(t.text.as_str())
            }
            _ => None,
        }
    }

    fn is(&self, s: &str) -> bool {
        self.text_at(self.pos) == Some(s)
    }

    fn expect(&mut self, s: &str) -> Result<(), Reason> {
        if self.is(s) {
            self.pos += 1;
            Ok(())
        } else {
            Err(match self.text_at(self.pos) {
                Some(t) if t != s => refused(t),
                _ => format!("expected `{s}`"),
            })
        }
    }

    fn enter(&mut self) -> Result<(), Reason> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err("expression too deeply nested".into());
        }
        Ok(())
    }

    fn param_index(&self, name: &str) -> Option<usize> {
        self.scope.params.iter().position(|(n, _)| n == name)
    }

    // ---- typing helpers ----

    fn lit(&self, value: i128, c: CInt) -> Typed {
        Typed {
            e: FnExpr {
                kind: FnExprKind::Lit(value),
                ty: c_to_ir(c, self.dm()),
            },
            c,
        }
    }

    /// C's conversion to `to` (wraps as two's complement; literals fold).
    fn conv(&self, t: Typed, to: CInt) -> Result<Typed, Reason> {
        if t.c == to {
            return Ok(t);
        }
        if to == CInt::Bool {
            return Err("conversion to _Bool".into());
        }
        if let FnExprKind::Lit(v) = t.e.kind {
            return Ok(self.lit(wrap(v, to, self.dm()), to));
        }
        if let FnExprKind::Panic(_) = t.e.kind {
            // A panic has every type.
            return Ok(Typed {
                e: FnExpr {
                    kind: t.e.kind,
                    ty: c_to_ir(to, self.dm()),
                },
                c: to,
            });
        }
        Ok(Typed {
            e: FnExpr {
                kind: FnExprKind::Convert(Box::new(t.e)),
                ty: c_to_ir(to, self.dm()),
            },
            c: to,
        })
    }

    fn node(&self, kind: FnExprKind, c: CInt) -> Typed {
        Typed {
            e: FnExpr {
                kind,
                ty: c_to_ir(c, self.dm()),
            },
            c,
        }
    }

    // ---- grammar ----

    fn cond(&mut self) -> Result<Typed, Reason> {
        self.enter()?;
        let c = self.binary(1)?;
        let r = if self.is("?") {
            self.pos += 1;
            if self.is(":") {
                return Err("`?:` with an omitted middle operand".into());
            }
            self.arms += 1;
            let a = self.cond()?;
            self.expect(":")?;
            let b = self.cond()?;
            self.arms -= 1;
            // A variable read (a panic) only behind a condition on types and
            // constants: a compile-time check, not a value C reads at run time.
            if (reads_variable(&a.e) || reads_variable(&b.e)) && uses_value(&c.e) {
                return Err("reads a variable, depending on an argument".into());
            }
            let ct = common_type(a.c, b.c, self.dm());
            let (a, b) = (self.conv(a, ct)?, self.conv(b, ct)?);
            Ok(self.node(
                FnExprKind::Cond(Box::new(c.e), Box::new(a.e), Box::new(b.e)),
                ct,
            ))
        } else {
            Ok(c)
        };
        self.depth -= 1;
        r
    }

    /// Binary operators of precedence `min` and above (precedence climbing).
    fn binary(&mut self, min: u8) -> Result<Typed, Reason> {
        let mut l = self.unary()?;
        while let Some(op) = self.text_at(self.pos) {
            let Some(prec) = binop(op) else { break };
            if prec < min {
                break;
            }
            self.pos += 1;
            self.enter()?;
            let r = self.binary(prec + 1)?;
            self.depth -= 1;
            l = self.apply(op, l, r)?;
        }
        Ok(l)
    }

    fn apply(&self, op: &str, l: Typed, r: Typed) -> Result<Typed, Reason> {
        let dm = *self.dm();
        let arith = |op| -> Result<Typed, Reason> {
            let ct = common_type(l.c, r.c, &dm);
            let (l, r) = (self.conv(l.clone(), ct)?, self.conv(r.clone(), ct)?);
            Ok(self.node(FnExprKind::Arith(op, Box::new(l.e), Box::new(r.e)), ct))
        };
        let cmp = |op| -> Result<Typed, Reason> {
            let ct = common_type(l.c, r.c, &dm);
            let (l, r) = (self.conv(l.clone(), ct)?, self.conv(r.clone(), ct)?);
            Ok(self.node(FnExprKind::Cmp(op, Box::new(l.e), Box::new(r.e)), CInt::Int))
        };
        match op {
            "*" => arith(ArithOp::Mul),
            "/" => arith(ArithOp::Div),
            "%" => arith(ArithOp::Rem),
            "+" => arith(ArithOp::Add),
            "-" => arith(ArithOp::Sub),
            "&" => arith(ArithOp::And),
            "|" => arith(ArithOp::Or),
            "^" => arith(ArithOp::Xor),
            "<" => cmp(CmpOp::Lt),
            ">" => cmp(CmpOp::Gt),
            "<=" => cmp(CmpOp::Le),
            ">=" => cmp(CmpOp::Ge),
            "==" => cmp(CmpOp::Eq),
            "!=" => cmp(CmpOp::Ne),
            "<<" | ">>" => {
                let lt = l.c.promote();
                let l = self.conv(l, lt)?;
                let rt = r.c.promote();
                let r = self.conv(r, rt)?;
                let (l, r) = (Box::new(l.e), Box::new(r.e));
                let kind = if op == "<<" {
                    FnExprKind::Shl(l, r)
                } else {
                    FnExprKind::Shr(l, r)
                };
                Ok(self.node(kind, lt))
            }
            "&&" => Ok(self.node(FnExprKind::LogAnd(Box::new(l.e), Box::new(r.e)), CInt::Int)),
            "||" => Ok(self.node(FnExprKind::LogOr(Box::new(l.e), Box::new(r.e)), CInt::Int)),
            other => Err(refused(other)),
        }
    }

    fn unary(&mut self) -> Result<Typed, Reason> {
        self.enter()?;
        let r = self.unary_inner();
        self.depth -= 1;
        r
    }

    fn unary_inner(&mut self) -> Result<Typed, Reason> {
        let Some(item) = self.items.get(self.pos) else {
            return Err("unexpected end of expression".into());
        };
        let t = match item {
            Item::Value(v) => {
                self.pos += 1;
                return self.value(v);
            }
            Item::Tok(t) => t,
        };
        match (t.kind, t.text.as_str()) {
            (TokKind::Literal, text) => {
                self.pos += 1;
                self.literal(text)
            }
            (TokKind::Punct, "+" | "-" | "~" | "!") => {
                let op = t.text.as_str();
                self.pos += 1;
                let x = self.unary()?;
                if op == "!" {
                    return Ok(self.node(FnExprKind::LogNot(Box::new(x.e)), CInt::Int));
                }
                let pt = x.c.promote();
                let x = self.conv(x, pt)?;
                Ok(match op {
                    "+" => x,
                    "-" => match x.e.kind {
                        // A negated literal folds when C's result is defined.
                        FnExprKind::Lit(v)
                            if !pt.is_signed(self.dm()) || v != min_of(pt, self.dm()) =>
                        {
                            self.lit(wrap(v.wrapping_neg(), pt, self.dm()), pt)
                        }
                        _ => self.node(FnExprKind::Neg(Box::new(x.e)), pt),
                    },
                    _ => self.node(FnExprKind::BitNot(Box::new(x.e)), pt),
                })
            }
            (TokKind::Punct, "(") => {
                if let Some((ty, close)) = self.type_name_at(self.pos + 1)? {
                    self.pos = close + 1;
                    if self.is("{") {
                        return Err("compound literal".into());
                    }
                    let x = self.unary()?;
                    return match ty {
                        TyName::Int(c) => self.conv(x, c),
                        TyName::Sized { .. } => Err("a cast to a record type".into()),
                        TyName::Param(_) | TyName::ParamArray(..) => {
                            Err("cast to a type parameter".into())
                        }
                    };
                }
                self.pos += 1;
                let x = self.cond()?;
                self.expect(")")?;
                Ok(x)
            }
            (TokKind::Ident | TokKind::Keyword, "__extension__") => {
                self.pos += 1;
                self.unary()
            }
            (TokKind::Ident | TokKind::Keyword, "sizeof") => {
                self.pos += 1;
                self.size_or_align(true)
            }
            (
                TokKind::Ident | TokKind::Keyword,
                "_Alignof" | "alignof" | "__alignof" | "__alignof__",
            ) => {
                self.pos += 1;
                self.size_or_align(false)
            }
            (TokKind::Ident | TokKind::Keyword, name) => {
                self.pos += 1;
                self.name(name)
            }
            (_, other) => Err(refused(other)),
        }
    }

    fn value(&self, v: &MacroValue) -> Result<Typed, Reason> {
        match v {
            MacroValue::Int { value, ty } if *ty != CInt::Bool => Ok(self.lit(*value, *ty)),
            MacroValue::WideChar { value, ty } => Ok(self.lit(*value, *ty)),
            MacroValue::Int { value, .. } => Ok(self.lit(*value, CInt::Int)),
            MacroValue::Char(b) => Ok(self.lit(self.char_value(*b), CInt::Int)),
            MacroValue::Float(_) => Err("floating-point arithmetic".into()),
            MacroValue::Str(_) => Err("a string literal".into()),
        }
    }

    fn char_value(&self, b: u8) -> i128 {
        if self.dm().char_signed {
            i128::from(b as i8)
        } else {
            i128::from(b)
        }
    }

    fn literal(&self, text: &str) -> Result<Typed, Reason> {
        match literal::parse_literal(text, self.dm()) {
            Ok(Lit::Int { bits, ty }) => {
                let v = if ty.is_signed(self.dm()) {
                    sext(bits, ty.bits(self.dm()))
                } else {
                    i128::try_from(bits).map_err(|_| "a 128-bit literal".to_string())?
                };
                Ok(self.lit(v, if ty == CInt::Bool { CInt::Int } else { ty }))
            }
            Ok(Lit::Char(b)) => Ok(self.lit(self.char_value(b), CInt::Int)),
            Ok(Lit::Float(_)) => Err("floating-point arithmetic".into()),
            Ok(Lit::Str(_)) => Err("a string literal".into()),
            Err(e) => Err(format!("literal `{text}`: {e}")),
        }
    }

    /// An identifier: a parameter, or a call of a translated macro.
    fn name(&mut self, name: &str) -> Result<Typed, Reason> {
        if let Some(i) = self.param_index(name) {
            return match self.scope.params[i].1 {
                ParamKind::Value(c) => Ok(self.node(FnExprKind::Param(i), c)),
                ParamKind::Type => Err(format!("type parameter `{name}` used as a value")),
            };
        }
        if let Some((i, suffix)) = super::pasted_suffix(name) {
            return self.suffixed_param(i, suffix);
        }
        if self.is("(") {
            if name == "__is_constexpr" && self.scope.is_constexpr_trick {
                if let Some(t) = self.builtin(name)? {
                    return Ok(t);
                }
            }
            if let Some(sig) = self.scope.callees.get(name) {
                return self.call(name, sig);
            }
            if let Some(t) = self.builtin(name)? {
                return Ok(t);
            }
            return Err(format!(
                "a call of `{name}`, which is a function or an untranslated macro"
            ));
        }
        if let Some(&v) = self.scope.names.enumerators.get(name) {
            return Ok(self.lit(v, CInt::Int));
        }
        if let Some(&c) = self.scope.names.variables.get(name) {
            // Only in an arm of `?:`, where C may never read it.
            if self.arms > 0 {
                return Ok(self.node(FnExprKind::Panic(name.to_string()), c));
            }
            return Err(format!("reads the variable `{name}`"));
        }
        if matches!(
            name,
            "do" | "while" | "if" | "for" | "return" | "switch" | "goto" | "break" | "continue"
        ) {
            return Err("a statement".into());
        }
        Err(format!("unknown identifier `{name}`"))
    }

    /// Parameter `i` pasted with an integer suffix (`x ## UL`: glibc's
    /// `UINT64_C`, the kernel's `_AC`): for an argument written as a
    /// decimal literal, optionally negated, C reads a literal of the type
    /// the suffix gives that value, negated in that type; that is the
    /// parameter converted to that type, as long as every magnitude of the
    /// parameter's type gets the first type the suffix allows (otherwise the
    /// type would depend on the value).
    fn suffixed_param(&self, i: usize, suffix: &str) -> Result<Typed, Reason> {
        let ParamKind::Value(c) = self
            .scope
            .params
            .get(i)
            .map(|p| p.1)
            .ok_or("a pasted name")?
        else {
            return Err("a type parameter pasted with a suffix".into());
        };
        let lower = suffix.to_ascii_lowercase();
        let unsigned = lower.contains('u');
        let longs = lower.matches('l').count();
        let first = match (unsigned, longs) {
            (false, 1) => CInt::Long,
            (false, 2) => CInt::LongLong,
            (true, 0) => CInt::UInt,
            (true, 1) => CInt::ULong,
            (true, 2) => CInt::ULongLong,
            _ => return Err("a parameter pasted with a suffix".into()),
        };
        let dm = self.dm();
        let magnitude = if c.is_signed(dm) {
            -min_of(c, dm)
        } else {
            wrap(-1, c, dm)
        };
        if wrap(magnitude, first, dm) != magnitude {
            return Err("a parameter pasted with a suffix whose type depends on the value".into());
        }
        let p = self.node(FnExprKind::Param(i), c);
        self.conv(p, first)
    }

    /// `NAME(args)` of a translated macro: a call of its function.
    fn call(&mut self, name: &str, sig: &Signature) -> Result<Typed, Reason> {
        let args = self.split_args()?;
        if args.len() != sig.params.len() {
            return Err(format!("`{name}` called with {} arguments", args.len()));
        }
        let mut types = Vec::new();
        let mut values = Vec::new();
        for ((start, end), kind) in args.into_iter().zip(&sig.params) {
            let sub = &self.items[start..end];
            match kind {
                ParamKind::Type => {
                    let mut p = Parser::new(sub, self.scope);
                    let ty = p.bare_type_name()?;
                    types.push(match ty {
                        TyName::Int(c) => TypeArg::Int(c_to_ir(c, self.dm())),
                        TyName::Param(i) => TypeArg::Param(i),
                        TyName::ParamArray(..) => {
                            return Err("an array of a type parameter as a type argument".into())
                        }
                        TyName::Sized { .. } => {
                            return Err("a record type as a type argument".into())
                        }
                    });
                }
                ParamKind::Value(c) => {
                    let mut p = Parser::new(sub, self.scope);
                    p.depth = self.depth;
                    let v = p.whole()?;
                    // The macro's body is typed by its arguments' types: a
                    // call only means the same when the argument already has
                    // the parameter's type (otherwise the caller inlines it).
                    if v.c != *c {
                        return Err(format!(
                            "an argument of `{name}` whose type is not its parameter's"
                        ));
                    }
                    values.push(v.e);
                }
            }
        }
        Ok(self.node(
            FnExprKind::Call {
                name: name.to_string(),
                types,
                args: values,
            },
            sig.ret,
        ))
    }

    /// At `(`: the item ranges of the arguments, up to the matching `)`.
    fn split_args(&mut self) -> Result<Vec<(usize, usize)>, Reason> {
        self.expect("(")?;
        let mut out = Vec::new();
        let mut depth = 0usize;
        let mut start = self.pos;
        loop {
            let Some(item) = self.items.get(self.pos) else {
                return Err("unterminated macro call".into());
            };
            match self.text_at(self.pos) {
                Some("(") => depth += 1,
                Some(")") if depth == 0 => {
                    if self.pos > start || !out.is_empty() {
                        out.push((start, self.pos));
                    }
                    self.pos += 1;
                    return Ok(out);
                }
                Some(")") => depth -= 1,
                Some(",") if depth == 0 => {
                    out.push((start, self.pos));
                    start = self.pos + 1;
                }
                _ => {}
            }
            let _ = item;
            self.pos += 1;
        }
    }

    /// `sizeof` / `_Alignof` (the keyword is consumed).
    fn size_or_align(&mut self, size_op: bool) -> Result<Typed, Reason> {
        let st = self.dm().size_type();
        if size_op
            && self.is("(")
            && matches!(self.word_at(self.pos + 1), Some("struct" | "union"))
            && self.text_at(self.pos + 2) == Some("{")
        {
            return self.bitfield_assertion(st);
        }
        if self.is("(") {
            if let Some((ty, close)) = self.type_name_at(self.pos + 1)? {
                self.pos = close + 1;
                return match ty {
                    TyName::Int(c) => {
                        let bytes = i128::from(c.bits(self.dm()) / 8);
                        Ok(self.lit(bytes, st))
                    }
                    TyName::Sized { size, align } => {
                        Ok(self.lit(i128::from(if size_op { size } else { align }), st))
                    }
                    TyName::Param(i) => Ok(self.node(
                        if size_op {
                            FnExprKind::SizeOf(i)
                        } else {
                            FnExprKind::AlignOf(i)
                        },
                        st,
                    )),
                    TyName::ParamArray(i, _) if !size_op => {
                        Ok(self.node(FnExprKind::AlignOf(i), st))
                    }
                    TyName::ParamArray(i, n) => {
                        let one = self.node(FnExprKind::SizeOf(i), st);
                        let n = self.lit(i128::from(n), st);
                        Ok(self.node(
                            FnExprKind::Arith(ArithOp::Mul, Box::new(one.e), Box::new(n.e)),
                            st,
                        ))
                    }
                };
            }
        }
        // `sizeof expr`: the size of the operand's type (not evaluated).
        let x = self.unary()?;
        Ok(self.lit(i128::from(x.c.bits(self.dm()) / 8), st))
    }

    /// The whole item list as one type name (an argument of a type parameter).
    fn bare_type_name(&mut self) -> Result<TyName, Reason> {
        // Parenthesized: `(T)`.
        if self.is("(") && self.text_at(self.items.len() - 1) == Some(")") {
            let mut inner = Parser::new(&self.items[1..self.items.len() - 1], self.scope);
            return inner.bare_type_name();
        }
        let n = self.items.len();
        let mut probe: Vec<Item> = self.items.to_vec();
        probe.push(Item::Tok(super::super::model::Tok {
            kind: TokKind::Punct,
            text: ")".into(),
        }));
        let p = Parser::new(&probe, self.scope);
        match p.type_name_at(0)? {
            Some((ty, close)) if close == n => Ok(ty),
            _ => Err("a type argument that is not a known type".into()),
        }
    }

    /// Reads a type name starting at `k` and ending at a `)`; returns it
    /// with the index of that `)`. `None`: not a type name.
    fn type_name_at(&self, mut k: usize) -> Result<Option<(TyName, usize)>, Reason> {
        // A type parameter alone, or `__typeof__(expr)`.
        if let Some(w) = self.word_at(k) {
            if let Some(i) = self.param_index(w) {
                if self.scope.params[i].1 == ParamKind::Type && self.text_at(k + 1) == Some(")") {
                    return Ok(Some((TyName::Param(i), k + 1)));
                }
                // `t[N]`: an array of the type parameter.
                if self.scope.params[i].1 == ParamKind::Type
                    && self.text_at(k + 1) == Some("[")
                    && self.text_at(k + 3) == Some("]")
                    && self.text_at(k + 4) == Some(")")
                {
                    if let Some(Item::Tok(t)) = self.items.get(k + 2) {
                        if let Ok(Lit::Int { bits, .. }) =
                            literal::parse_literal(&t.text, self.dm())
                        {
                            if let Ok(n) = u64::try_from(bits) {
                                return Ok(Some((TyName::ParamArray(i, n), k + 4)));
                            }
                        }
                    }
                }
                return Ok(None);
            }
            if matches!(w, "__typeof__" | "__typeof" | "typeof") && self.text_at(k + 1) == Some("(")
            {
                let mut p = Parser::new(self.items, self.scope);
                p.pos = k + 1;
                p.depth = self.depth;
                let inner = match p.type_name_at(k + 2)? {
                    Some((TyName::Int(c), close)) => {
                        p.pos = close + 1;
                        c
                    }
                    Some((TyName::Param(_) | TyName::ParamArray(..), _)) => {
                        return Err("typeof of a type parameter".into())
                    }
                    Some((TyName::Sized { .. }, _)) => return Err("typeof of a record type".into()),
                    None => {
                        p.pos = k + 2;
                        let x = p.cond()?;
                        p.expect(")")?;
                        x.c
                    }
                };
                return Ok((p.text_at(p.pos) == Some(")")).then_some((TyName::Int(inner), p.pos)));
            }
        }
        // `struct TAG` / `union TAG`, or a typedef of a record: sizes only.
        let sized = match (self.word_at(k), self.word_at(k + 1)) {
            (Some("struct" | "union"), Some(tag)) => {
                let Some(fact) = self.scope.names.tags.get(tag) else {
                    return Err(format!("an incomplete or unknown `struct {tag}`"));
                };
                Some((*fact, k + 2))
            }
            (Some(w), _) if named_type(w, self.dm()).is_none() => {
                match self.scope.names.typedefs.get(w) {
                    Some(fact @ TypeFact::Sized { .. }) => Some((*fact, k + 1)),
                    _ => None,
                }
            }
            _ => None,
        };
        if let Some((fact, mut end)) = sized {
            while self.word_at(end).is_some_and(is_qualifier) {
                end += 1;
            }
            if self.text_at(end) == Some("*") {
                return Err("a pointer type".into());
            }
            if self.text_at(end) != Some(")") {
                return Ok(None);
            }
            return Ok(Some((
                match fact {
                    TypeFact::Sized { size, align } => TyName::Sized { size, align },
                    TypeFact::Int(c) => TyName::Int(c),
                },
                end,
            )));
        }
        let mut sp = Spec::default();
        let mut any_spec = false;
        let mut named: Option<TypeName> = None;
        while let Some(w) = self.word_at(k) {
            if self.param_index(w).is_some() {
                return Ok(None);
            }
            k += 1;
            if is_qualifier(w) {
                continue;
            }
            let counter = match sp.counter(w) {
                Some(c) => c,
                None if matches!(w, "struct" | "union" | "enum")
                    && !any_spec
                    && named.is_none() =>
                {
                    return Err(format!("a `{w}` type"));
                }
                None => {
                    if any_spec || named.is_some() {
                        return Ok(None);
                    }
                    let known = named_type(w, self.dm()).or_else(|| {
                        match self.scope.names.typedefs.get(w) {
                            Some(TypeFact::Int(c)) => Some(TypeName::Int(*c)),
                            _ => None,
                        }
                    });
                    match known {
                        Some(t) => {
                            named = Some(t);
                            continue;
                        }
                        None => return Ok(None),
                    }
                }
            };
            if named.is_some() {
                return Ok(None);
            }
            *counter += 1;
            any_spec = true;
        }
        if !any_spec && named.is_none() {
            return Ok(None);
        }
        while self.word_at(k).is_some_and(is_qualifier) {
            k += 1;
        }
        if self.text_at(k) == Some("*") {
            return Err("a pointer type".into());
        }
        if self.text_at(k) != Some(")") {
            return Ok(None);
        }
        let tn = match named {
            Some(t) => t,
            None => combine_spec(&sp).map_err(|e| e.to_string())?,
        };
        match tn {
            TypeName::Int(c) => Ok(Some((TyName::Int(c), k))),
            TypeName::Real(_) | TypeName::LongDouble => Err("floating-point arithmetic".into()),
            TypeName::Pointer => Err("a pointer type".into()),
            TypeName::Void => Err("a cast to void".into()),
        }
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

/// `v` converted to `c` (two's complement wrap, as C's conversions on clang).
pub(super) fn wrap(v: i128, c: CInt, dm: &DataModel) -> i128 {
    let w = c.bits(dm);
    if w >= 128 {
        return v;
    }
    let m = (v as u128) & ((1u128 << w) - 1);
    if c.is_signed(dm) {
        sext(m, w)
    } else {
        m as i128
    }
}

fn min_of(c: CInt, dm: &DataModel) -> i128 {
    let w = c.bits(dm);
    if w >= 128 {
        i128::MIN
    } else {
        -(1i128 << (w - 1))
    }
}

/// Whether `e` reads a variable (holds a `Panic` node).
fn reads_variable(e: &FnExpr) -> bool {
    any_node(e, &|k| matches!(k, FnExprKind::Panic(_)))
}

/// Whether `e` depends on a value parameter.
fn uses_value(e: &FnExpr) -> bool {
    any_node(e, &|k| matches!(k, FnExprKind::Param(_)))
}

fn any_node(e: &FnExpr, pred: &dyn Fn(&FnExprKind) -> bool) -> bool {
    use FnExprKind as K;
    if pred(&e.kind) {
        return true;
    }
    match &e.kind {
        K::Lit(_) | K::Panic(_) | K::Param(_) | K::SizeOf(_) | K::AlignOf(_) => false,
        K::Convert(x) | K::Neg(x) | K::BitNot(x) | K::Bswap(x) | K::LogNot(x) | K::Bits(_, x) => {
            any_node(x, pred)
        }
        K::Arith(_, l, r)
        | K::Shl(l, r)
        | K::Shr(l, r)
        | K::Cmp(_, l, r)
        | K::LogAnd(l, r)
        | K::LogOr(l, r) => any_node(l, pred) || any_node(r, pred),
        K::Cond(c, a, b) => any_node(c, pred) || any_node(a, pred) || any_node(b, pred),
        K::Call { args, .. } => args.iter().any(|a| any_node(a, pred)),
    }
}
