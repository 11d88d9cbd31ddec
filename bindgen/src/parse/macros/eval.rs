//! Evaluates the body of an object-like `#define` with the exact typing and wrapping rules of C11.

use std::cmp::Ordering;
use std::fmt;

use super::expand::{self, Item};
use super::literal::{self, Lit};

/// Most tokens an expression may have, before or after macro expansion.
pub const MAX_TOKENS: usize = 4096;
/// Deepest nesting of parentheses, prefix operators, casts and `?:`.
pub const MAX_DEPTH: usize = 256;
/// Deepest nesting of macro expansions.
pub const MAX_EXPANSION_DEPTH: usize = 64;

/// Kind of a preprocessing token as libclang reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokKind {
    /// Punctuation such as `(` or `<<`.
    Punct,
    /// A C keyword such as `int` or `sizeof`.
    Keyword,
    /// An identifier.
    Ident,
    /// A number, character or string literal.
    Literal,
    /// A comment (ignored).
    Comment,
}

/// One preprocessing token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tok {
    /// What sort of token this is.
    pub kind: TokKind,
    /// The token's spelling.
    pub text: String,
}

/// Target facts that decide C integer widths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DataModel {
    /// Width of `long`.
    pub long_bits: u32,
    /// Width of pointers (decides `size_t`, `intptr_t` and `sizeof(T *)`).
    pub pointer_bits: u32,
    /// Whether plain `char` is signed.
    pub char_signed: bool,
}

impl DataModel {
    /// 64-bit Unix (x86-64 and friends).
    pub const LP64: DataModel = DataModel {
        long_bits: 64,
        pointer_bits: 64,
        char_signed: true,
    };
    /// 32-bit targets such as i386.
    pub const ILP32: DataModel = DataModel {
        long_bits: 32,
        pointer_bits: 32,
        char_signed: true,
    };

    /// The type of `size_t` (and of `sizeof`).
    fn size_type(&self) -> CInt {
        if self.pointer_bits <= 32 {
            CInt::UInt
        } else if self.long_bits >= self.pointer_bits {
            CInt::ULong
        } else {
            CInt::ULongLong
        }
    }

    /// The type of `int64_t`.
    fn int64_type(&self) -> CInt {
        if self.long_bits == 64 {
            CInt::Long
        } else {
            CInt::LongLong
        }
    }
}

/// C integer types the evaluator tracks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CInt {
    /// `_Bool`
    Bool,
    /// plain `char`
    Char,
    /// `signed char`
    SChar,
    /// `unsigned char`
    UChar,
    /// `short`
    Short,
    /// `unsigned short`
    UShort,
    /// `int`
    Int,
    /// `unsigned int`
    UInt,
    /// `long`
    Long,
    /// `unsigned long`
    ULong,
    /// `long long`
    LongLong,
    /// `unsigned long long`
    ULongLong,
    /// `__int128`
    Int128,
    /// `unsigned __int128`
    UInt128,
}

impl CInt {
    /// Size of the type in bits (8 for `_Bool`, whose values are only 0 and 1).
    pub fn bits(self, dm: &DataModel) -> u32 {
        match self {
            CInt::Bool | CInt::Char | CInt::SChar | CInt::UChar => 8,
            CInt::Short | CInt::UShort => 16,
            CInt::Int | CInt::UInt => 32,
            CInt::Long | CInt::ULong => dm.long_bits,
            CInt::LongLong | CInt::ULongLong => 64,
            CInt::Int128 | CInt::UInt128 => 128,
        }
    }

    /// Whether the type is signed (plain `char` follows the data model).
    pub fn is_signed(self, dm: &DataModel) -> bool {
        match self {
            CInt::Char => dm.char_signed,
            CInt::SChar | CInt::Short | CInt::Int | CInt::Long | CInt::LongLong | CInt::Int128 => {
                true
            }
            _ => false,
        }
    }

    /// Integer conversion rank (C11 6.3.1.1).
    fn rank(self) -> u8 {
        match self {
            CInt::Bool => 0,
            CInt::Char | CInt::SChar | CInt::UChar => 1,
            CInt::Short | CInt::UShort => 2,
            CInt::Int | CInt::UInt => 3,
            CInt::Long | CInt::ULong => 4,
            CInt::LongLong | CInt::ULongLong => 5,
            CInt::Int128 | CInt::UInt128 => 6,
        }
    }

    fn to_unsigned(self) -> CInt {
        match self {
            CInt::Char | CInt::SChar => CInt::UChar,
            CInt::Short => CInt::UShort,
            CInt::Int => CInt::UInt,
            CInt::Long => CInt::ULong,
            CInt::LongLong => CInt::ULongLong,
            CInt::Int128 => CInt::UInt128,
            other => other,
        }
    }

    /// Integer promotion: everything narrower than `int` fits in `int`.
    fn promote(self) -> CInt {
        if self.rank() < 3 {
            CInt::Int
        } else {
            self
        }
    }
}

/// Usual arithmetic conversions for two integer operands (C11 6.3.1.8).
fn common_type(a: CInt, b: CInt, dm: &DataModel) -> CInt {
    let (a, b) = (a.promote(), b.promote());
    if a == b {
        return a;
    }
    let (sa, sb) = (a.is_signed(dm), b.is_signed(dm));
    if sa == sb {
        return if a.rank() >= b.rank() { a } else { b };
    }
    let (s, u) = if sa { (a, b) } else { (b, a) };
    if u.rank() >= s.rank() {
        u
    } else if s.bits(dm) > u.bits(dm) {
        s
    } else {
        s.to_unsigned()
    }
}

/// The result of evaluating a macro body.
#[derive(Clone, Debug, PartialEq)]
pub enum MacroValue {
    /// The exact mathematical value of the C result (already wrapped to the type).
    Int {
        /// The value.
        value: i128,
        /// Its C type.
        ty: CInt,
    },
    /// A floating value (every floating type is carried as `f64`).
    Float(f64),
    /// Bytes without the terminating NUL (embedded NULs kept).
    Str(Vec<u8>),
    /// A plain character constant `'x'` that forms the whole body.
    Char(u8),
}

/// Why a body could not be evaluated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EvalError {
    /// Nothing to evaluate.
    Empty,
    /// Valid C that has no constant value here (casts to pointers, the comma operator, ...).
    Unsupported(String),
    /// Not a valid expression.
    Syntax(String),
    /// An identifier that is not a known macro.
    UnknownIdent(String),
    /// Division or remainder by zero, or signed division overflow.
    DivByZero,
    /// Over the size or nesting limits.
    TooComplex,
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EvalError::Empty => f.write_str("empty macro body"),
            EvalError::Unsupported(what) => write!(f, "unsupported construct: {what}"),
            EvalError::Syntax(what) => write!(f, "syntax error: {what}"),
            EvalError::UnknownIdent(name) => write!(f, "unknown identifier `{name}`"),
            EvalError::DivByZero => f.write_str("division by zero or overflowing division"),
            EvalError::TooComplex => f.write_str("expression is too large or too deeply nested"),
        }
    }
}

impl std::error::Error for EvalError {}

/// Lookup of earlier macro definitions (the caller resolves redefinition order).
///
/// A name is looked up with `object` first. Its value stands in for the macro
/// when `object_tokens` has no body for it or the body is a single operand (one
/// token, fully parenthesized, string literals, prefix operators on those);
/// otherwise the body is rescanned as C does, so `#define A 1 + 2` makes
/// `A * 3` equal 7. Values are turned back into their bodies for `#` and `##`.
pub trait MacroEnv {
    /// An already evaluated object-like macro.
    fn object(&self, name: &str) -> Option<MacroValue>;
    /// A function-like macro definition.
    fn function(&self, name: &str) -> Option<FnMacro>;
    /// Raw body of an object-like macro that has no value of its own.
    fn object_tokens(&self, name: &str) -> Option<Vec<Tok>>;
}

/// A function-like macro definition. With `variadic`, extra arguments are `__VA_ARGS__`.
#[derive(Clone, Debug)]
pub struct FnMacro {
    /// Named parameters, in order.
    pub params: Vec<String>,
    /// Whether the parameter list ends with `...`.
    pub variadic: bool,
    /// Replacement list.
    pub body: Vec<Tok>,
}

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

/// Rust integer types a macro constant can be emitted as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RustInt {
    /// `i8`
    I8,
    /// `i16`
    I16,
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `u8`
    U8,
    /// `u16`
    U16,
    /// `u32`
    U32,
    /// `u64`
    U64,
}

/// Whether `value` can be written as some Rust integer type up to 64 bits.
pub fn fits_rust(value: i128) -> bool {
    (i128::from(i64::MIN)..=i128::from(u64::MAX)).contains(&value)
}

/// Rust type of an integer macro constant, decided by its value only.
pub fn rust_int_type(value: i128, prefer_signed: bool, fit: bool) -> RustInt {
    let within = |lo: i128, hi: i128| (lo..=hi).contains(&value);
    if fit {
        if value >= 0 && !prefer_signed {
            return if value <= i128::from(u8::MAX) {
                RustInt::U8
            } else if value <= i128::from(u16::MAX) {
                RustInt::U16
            } else if value <= i128::from(u32::MAX) {
                RustInt::U32
            } else {
                RustInt::U64
            };
        }
        return if within(i8::MIN.into(), i8::MAX.into()) {
            RustInt::I8
        } else if within(i16::MIN.into(), i16::MAX.into()) {
            RustInt::I16
        } else if within(i32::MIN.into(), i32::MAX.into()) {
            RustInt::I32
        } else if value > i128::from(i64::MAX) {
            RustInt::U64
        } else {
            RustInt::I64
        };
    }
    if value < 0 {
        return if value >= i128::from(i32::MIN) {
            RustInt::I32
        } else {
            RustInt::I64
        };
    }
    if prefer_signed {
        if value <= i128::from(i32::MAX) {
            RustInt::I32
        } else if value <= i128::from(i64::MAX) {
            RustInt::I64
        } else {
            RustInt::U64
        }
    } else if value <= i128::from(u32::MAX) {
        RustInt::U32
    } else {
        RustInt::U64
    }
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

/// A type name as written in a cast or `sizeof`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TypeName {
    Int(CInt),
    /// `float` or `double`, with its size in bytes.
    Real(u32),
    LongDouble,
    Pointer,
    Void,
}

/// Type specifier keywords counted while reading a type name.
#[derive(Default)]
struct Spec {
    void: u32,
    char: u32,
    short: u32,
    int: u32,
    long: u32,
    float: u32,
    double: u32,
    signed: u32,
    unsigned: u32,
    bool: u32,
    int128: u32,
    complex: u32,
}

fn is_qualifier(w: &str) -> bool {
    matches!(
        w,
        "const"
            | "volatile"
            | "restrict"
            | "_Atomic"
            | "__const"
            | "__const__"
            | "__volatile"
            | "__volatile__"
            | "__restrict"
            | "__restrict__"
    )
}

/// Typedef names from the standard and common system headers.
fn named_type(name: &str, dm: &DataModel) -> Option<TypeName> {
    let base = name
        .strip_prefix("__")
        .filter(|b| b.ends_with("_t") && (b.starts_with("int") || b.starts_with("uint")))
        .unwrap_or(name);
    let size = dm.size_type();
    let ssize = match size {
        CInt::UInt => CInt::Int,
        CInt::ULong => CInt::Long,
        _ => CInt::LongLong,
    };
    let i64t = dm.int64_type();
    Some(TypeName::Int(match base {
        "int8_t" | "__s8" => CInt::SChar,
        "uint8_t" | "__u8" => CInt::UChar,
        "int16_t" | "__s16" => CInt::Short,
        "uint16_t" | "__u16" | "char16_t" => CInt::UShort,
        "int32_t" | "__s32" | "wchar_t" => CInt::Int,
        "uint32_t" | "__u32" | "char32_t" => CInt::UInt,
        "int64_t" | "intmax_t" => i64t,
        "uint64_t" | "uintmax_t" => i64t.to_unsigned(),
        "__s64" => CInt::LongLong,
        "__u64" => CInt::ULongLong,
        "intptr_t" | "ssize_t" | "ptrdiff_t" => ssize,
        "uintptr_t" | "size_t" => size,
        "int128_t" => CInt::Int128,
        "uint128_t" => CInt::UInt128,
        _ => return None,
    }))
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
        }
    }

    fn finish(&self, v: Val) -> Result<MacroValue, EvalError> {
        Ok(match v {
            Val::Int(i) => {
                let value = if self.signed(i.ty) {
                    sext(i.bits, self.width(i.ty))
                } else {
                    i128::try_from(i.bits)
                        .map_err(|_| unsupported("value does not fit in 128 signed bits"))?
                };
                MacroValue::Int { value, ty: i.ty }
            }
            Val::Float(f) => MacroValue::Float(f),
            Val::Str(s) => MacroValue::Str(s),
            Val::Char(c) => MacroValue::Char(c),
        })
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

    /// Reads a type name starting at `start`; on success returns it together with
    /// the index of the `)` that closes it. Nothing is consumed.
    fn type_name_at(&self, start: usize) -> Result<Option<(TypeName, usize)>, EvalError> {
        let mut sp = Spec::default();
        let mut any_spec = false;
        let mut named: Option<TypeName> = None;
        let mut k = start;
        while let Some(w) = self.word_at(k) {
            k += 1;
            if is_qualifier(w) {
                continue;
            }
            let counter = match w {
                "void" => &mut sp.void,
                "char" => &mut sp.char,
                "short" => &mut sp.short,
                "int" => &mut sp.int,
                "long" => &mut sp.long,
                "float" => &mut sp.float,
                "double" => &mut sp.double,
                "signed" | "__signed" | "__signed__" => &mut sp.signed,
                "unsigned" => &mut sp.unsigned,
                "_Bool" | "bool" => &mut sp.bool,
                "__int128" => &mut sp.int128,
                "_Complex" | "__complex__" => &mut sp.complex,
                "struct" | "union" | "enum" if !any_spec && named.is_none() => {
                    return Err(unsupported(format!("`{w}` type in a cast or sizeof")));
                }
                _ => {
                    if any_spec || named.is_some() {
                        return Ok(None);
                    }
                    match named_type(w, &self.dm) {
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
        let mut pointer = false;
        loop {
            if self.punct_at(k) == Some("*") {
                pointer = true;
            } else if !self.word_at(k).is_some_and(is_qualifier) {
                break;
            }
            k += 1;
        }
        if self.punct_at(k) != Some(")") {
            return Ok(None);
        }
        let tn = match named {
            Some(t) => t,
            None => combine_spec(&sp)?,
        };
        Ok(Some((if pointer { TypeName::Pointer } else { tn }, k)))
    }

    #[inline(never)]
    fn cast(&self, tn: TypeName, v: Val, live: bool) -> Result<Val, EvalError> {
        let n = match (tn, v) {
            (TypeName::Pointer, _) => return Err(unsupported("cast to a pointer type")),
            (TypeName::Void, _) => return Err(unsupported("cast to void")),
            (_, Val::Str(_)) => return Err(unsupported("cast of a string literal")),
            (_, v) => self.scalar(v)?,
        };
        match (tn, n) {
            (TypeName::Int(t), Num::I(a)) => Ok(Val::Int(self.convert(a, t))),
            (TypeName::Int(t), Num::F(f)) => self.float_to_int(f, t, live).map(Val::Int),
            (_, n) => Ok(Val::Float(self.num_f64(n))),
        }
    }

    fn float_to_int(&self, f: f64, ty: CInt, live: bool) -> Result<IntV, EvalError> {
        if ty == CInt::Bool {
            return Ok(IntV {
                bits: u128::from(f != 0.0),
                ty,
            });
        }
        let t = f.trunc();
        let w = self.width(ty);
        let ok = if self.signed(ty) {
            let lim = 2f64.powi(w as i32 - 1);
            t >= -lim && t < lim
        } else {
            t > -1.0 && t < 2f64.powi(w as i32)
        };
        if !ok {
            return if live {
                Err(unsupported(
                    "floating value out of range of the integer type",
                ))
            } else {
                Ok(self.mk(0, ty))
            };
        }
        let bits = if t < 0.0 {
            (t as i128) as u128
        } else {
            t as u128
        };
        Ok(self.mk(bits, ty))
    }

    fn sizeof(&mut self) -> Result<Val, EvalError> {
        self.pos += 1;
        if self.is_punct("(") {
            if let Some((tn, close)) = self.type_name_at(self.pos + 1)? {
                self.pos = close + 1;
                if self.is_punct("{") {
                    return Err(unsupported("compound literal"));
                }
                let bytes = match tn {
                    TypeName::Int(t) => t.bits(&self.dm) / 8,
                    TypeName::Real(n) => n,
                    TypeName::Pointer => self.dm.pointer_bits / 8,
                    TypeName::LongDouble => return Err(unsupported("sizeof(long double)")),
                    TypeName::Void => return Err(unsupported("sizeof(void)")),
                };
                return Ok(Val::Int(self.mk(u128::from(bytes), self.dm.size_type())));
            }
        }
        Err(unsupported("sizeof applied to an expression"))
    }

    fn apply(&self, op: Op, l: Num, r: Num, live: bool) -> Result<Num, EvalError> {
        let (a, b) = match (l, r) {
            (Num::I(a), Num::I(b)) => (a, b),
            _ => {
                let (x, y) = (self.num_f64(l), self.num_f64(r));
                return Ok(match op {
                    Op::Add => Num::F(x + y),
                    Op::Sub => Num::F(x - y),
                    Op::Mul => Num::F(x * y),
                    Op::Div => Num::F(x / y),
                    Op::Lt => Num::I(bool_int(x < y)),
                    Op::Gt => Num::I(bool_int(x > y)),
                    Op::Le => Num::I(bool_int(x <= y)),
                    Op::Ge => Num::I(bool_int(x >= y)),
                    Op::Eq => Num::I(bool_int(x == y)),
                    Op::Ne => Num::I(bool_int(x != y)),
                    _ => {
                        return Err(syntax(
                            "invalid operands (floating value) to integer operator",
                        ))
                    }
                });
            }
        };
        // A value error: fatal when evaluated, harmless in a skipped operand.
        let fail = |e: EvalError, ty: CInt| {
            if live {
                Err(e)
            } else {
                Ok(Num::I(self.mk(0, ty)))
            }
        };

        if matches!(op, Op::Shl | Op::Shr) {
            let lt = a.ty.promote();
            let a = self.convert(a, lt);
            let b = self.convert(b, b.ty.promote());
            let w = self.width(lt);
            let count = if self.signed(b.ty) {
                let c = self.sval(b);
                (0..i128::from(w)).contains(&c).then_some(c as u32)
            } else {
                (b.bits < u128::from(w)).then_some(b.bits as u32)
            };
            let Some(c) = count else {
                return fail(
                    unsupported("shift count is negative or not less than the type width"),
                    lt,
                );
            };
            return Ok(Num::I(if op == Op::Shl {
                self.mk(a.bits << c, lt)
            } else if self.signed(lt) {
                self.mk((self.sval(a) >> c) as u128, lt)
            } else {
                self.mk(a.bits >> c, lt)
            }));
        }

        let ty = common_type(a.ty, b.ty, &self.dm);
        let (a, b) = (self.convert(a, ty), self.convert(b, ty));
        let signed = self.signed(ty);
        let cmp = || {
            if signed {
                self.sval(a).cmp(&self.sval(b))
            } else {
                a.bits.cmp(&b.bits)
            }
        };
        Ok(Num::I(match op {
            Op::Add => self.mk(a.bits.wrapping_add(b.bits), ty),
            Op::Sub => self.mk(a.bits.wrapping_sub(b.bits), ty),
            Op::Mul => self.mk(a.bits.wrapping_mul(b.bits), ty),
            Op::Div | Op::Rem => {
                if b.bits == 0 {
                    return fail(EvalError::DivByZero, ty);
                }
                if signed {
                    let (x, y) = (self.sval(a), self.sval(b));
                    let w = self.width(ty);
                    let min = if w >= 128 {
                        i128::MIN
                    } else {
                        -(1i128 << (w - 1))
                    };
                    if y == -1 && x == min {
                        return fail(EvalError::DivByZero, ty);
                    }
                    let q = if op == Op::Div {
                        x.checked_div(y)
                    } else {
                        x.checked_rem(y)
                    };
                    match q {
                        Some(q) => self.mk(q as u128, ty),
                        None => return fail(EvalError::DivByZero, ty),
                    }
                } else if op == Op::Div {
                    self.mk(a.bits / b.bits, ty)
                } else {
                    self.mk(a.bits % b.bits, ty)
                }
            }
            Op::BitAnd => self.mk(a.bits & b.bits, ty),
            Op::BitXor => self.mk(a.bits ^ b.bits, ty),
            Op::BitOr => self.mk(a.bits | b.bits, ty),
            Op::Lt => bool_int(cmp() == Ordering::Less),
            Op::Gt => bool_int(cmp() == Ordering::Greater),
            Op::Le => bool_int(cmp() != Ordering::Greater),
            Op::Ge => bool_int(cmp() != Ordering::Less),
            Op::Eq => bool_int(a.bits == b.bits),
            Op::Ne => bool_int(a.bits != b.bits),
            Op::Shl | Op::Shr | Op::And | Op::Or => {
                return Err(syntax("internal: misplaced operator"))
            }
        }))
    }
}

/// Turns counted type specifiers into a type (C11 6.7.2 combinations).
fn combine_spec(s: &Spec) -> Result<TypeName, EvalError> {
    let invalid = || syntax("invalid combination of type specifiers");
    if s.complex > 0 {
        return Err(unsupported("complex types"));
    }
    let ints = s.char + s.short + s.int + s.long + s.signed + s.unsigned + s.bool + s.int128;
    if s.void > 0 {
        return if s.void == 1 && ints + s.float + s.double == 0 {
            Ok(TypeName::Void)
        } else {
            Err(invalid())
        };
    }
    if s.float + s.double > 0 {
        let others = s.char + s.short + s.int + s.signed + s.unsigned + s.bool + s.int128;
        return match (s.float, s.double, s.long, others) {
            (1, 0, 0, 0) => Ok(TypeName::Real(4)),
            (0, 1, 0, 0) => Ok(TypeName::Real(8)),
            (0, 1, 1, 0) => Ok(TypeName::LongDouble),
            _ => Err(invalid()),
        };
    }
    if s.bool > 0 {
        return if s.bool == 1 && ints == 1 {
            Ok(TypeName::Int(CInt::Bool))
        } else {
            Err(invalid())
        };
    }
    if s.signed + s.unsigned > 1 {
        return Err(invalid());
    }
    let u = s.unsigned == 1;
    let pick = |signed: CInt| if u { signed.to_unsigned() } else { signed };
    let ty = if s.char > 0 {
        if s.char != 1 || s.short + s.int + s.long + s.int128 > 0 {
            return Err(invalid());
        }
        if u {
            CInt::UChar
        } else if s.signed == 1 {
            CInt::SChar
        } else {
            CInt::Char
        }
    } else if s.int128 > 0 {
        if s.int128 != 1 || s.short + s.int + s.long > 0 {
            return Err(invalid());
        }
        pick(CInt::Int128)
    } else if s.short > 0 {
        if s.short != 1 || s.long > 0 || s.int > 1 {
            return Err(invalid());
        }
        pick(CInt::Short)
    } else if s.long > 0 {
        if s.long > 2 || s.int > 1 {
            return Err(invalid());
        }
        pick(if s.long == 1 {
            CInt::Long
        } else {
            CInt::LongLong
        })
    } else {
        if s.int > 1 {
            return Err(invalid());
        }
        pick(CInt::Int)
    };
    Ok(TypeName::Int(ty))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    const KEYWORDS: &[&str] = &[
        "int",
        "unsigned",
        "signed",
        "char",
        "short",
        "long",
        "float",
        "double",
        "void",
        "_Bool",
        "sizeof",
        "__int128",
        "__extension__",
        "const",
        "volatile",
        "struct",
        "union",
        "enum",
        "return",
        "_Alignof",
    ];

    /// A small C tokenizer so that test cases can be written as source text.
    fn lex(src: &str) -> Vec<Tok> {
        let b = src.as_bytes();
        let mut out = Vec::new();
        let mut i = 0;
        let tok = |kind, s: &str| Tok {
            kind,
            text: s.to_owned(),
        };
        let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80;
        let quoted_end = |mut j: usize| {
            let q = b[j];
            j += 1;
            while j < b.len() && b[j] != q {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            (j + 1).min(b.len())
        };
        while i < b.len() {
            let c = b[i];
            let start = i;
            if c.is_ascii_whitespace() {
                i += 1;
                continue;
            }
            if src[i..].starts_with("/*") {
                i = src[i + 2..].find("*/").map_or(b.len(), |k| i + k + 4);
                out.push(tok(TokKind::Comment, &src[start..i]));
                continue;
            }
            if ident(c) && !c.is_ascii_digit() {
                while i < b.len() && ident(b[i]) {
                    i += 1;
                }
                let word = &src[start..i];
                if i < b.len()
                    && (b[i] == b'"' || b[i] == b'\'')
                    && matches!(word, "L" | "u" | "U" | "u8")
                {
                    i = quoted_end(i);
                    out.push(tok(TokKind::Literal, &src[start..i]));
                } else if KEYWORDS.contains(&word) {
                    out.push(tok(TokKind::Keyword, word));
                } else {
                    out.push(tok(TokKind::Ident, word));
                }
                continue;
            }
            if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)) {
                i += 1;
                while i < b.len() {
                    if matches!(b[i], b'e' | b'E' | b'p' | b'P')
                        && matches!(b.get(i + 1), Some(b'+' | b'-'))
                    {
                        i += 2;
                    } else if ident(b[i]) || b[i] == b'.' || b[i] == b'\'' {
                        i += 1;
                    } else {
                        break;
                    }
                }
                out.push(tok(TokKind::Literal, &src[start..i]));
                continue;
            }
            if c == b'"' || c == b'\'' {
                i = quoted_end(i);
                out.push(tok(TokKind::Literal, &src[start..i]));
                continue;
            }
            let puncts = [
                "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&",
                "||", "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##",
            ];
            let len = puncts
                .iter()
                .find(|p| src[i..].starts_with(*p))
                .map_or(1, |p| p.len());
            i += len;
            out.push(tok(TokKind::Punct, &src[start..i]));
        }
        out
    }

    #[derive(Default)]
    struct Env {
        values: HashMap<String, MacroValue>,
        raw: HashMap<String, Vec<Tok>>,
        fns: HashMap<String, FnMacro>,
    }

    impl Env {
        fn value(mut self, name: &str, v: MacroValue) -> Self {
            self.values.insert(name.into(), v);
            self
        }
        fn raw(mut self, name: &str, body: &str) -> Self {
            self.raw.insert(name.into(), lex(body));
            self
        }
        /// `params` is a comma separated list; a trailing `...` makes it variadic.
        fn func(mut self, name: &str, params: &str, body: &str) -> Self {
            let mut list: Vec<String> = params
                .split(',')
                .map(|p| p.trim().to_owned())
                .filter(|p| !p.is_empty())
                .collect();
            let variadic = list.last().is_some_and(|p| p == "...");
            if variadic {
                list.pop();
            }
            self.fns.insert(
                name.into(),
                FnMacro {
                    params: list,
                    variadic,
                    body: lex(body),
                },
            );
            self
        }
    }

    impl MacroEnv for Env {
        fn object(&self, name: &str) -> Option<MacroValue> {
            self.values.get(name).cloned()
        }
        fn function(&self, name: &str) -> Option<FnMacro> {
            self.fns.get(name).cloned()
        }
        fn object_tokens(&self, name: &str) -> Option<Vec<Tok>> {
            self.raw.get(name).cloned()
        }
    }

    fn std_env() -> Env {
        Env::default()
            .value(
                "FIVE",
                MacroValue::Int {
                    value: 5,
                    ty: CInt::Int,
                },
            )
            .value(
                "BIG",
                MacroValue::Int {
                    value: u64::MAX.into(),
                    ty: CInt::ULongLong,
                },
            )
            .value(
                "MAJOR",
                MacroValue::Int {
                    value: 1,
                    ty: CInt::Int,
                },
            )
            .value(
                "MINOR",
                MacroValue::Int {
                    value: 2,
                    ty: CInt::Int,
                },
            )
            .value("GREETING", MacroValue::Str(b"hi".to_vec()))
            .value("LETTER", MacroValue::Char(b'x'))
            .value("HALF", MacroValue::Float(0.5))
            .raw("U64_MAX", "~0ULL")
            .raw("SUM", "1 + 2")
            .raw("SELF", "SELF")
            .raw("SELF2", "SELF2 + 1")
            .raw("PING", "PONG + 1")
            .raw("PONG", "PING + 1")
            .raw("ADD_ALIAS", "ADD")
            .raw("AB", "77")
            .raw("EMPTY", "")
            .func("UINT32_C", "c", "c ## U")
            .func("INT64_C", "c", "c ## L")
            .func("UINT64_C", "c", "c ## UL")
            .func("STR", "x", "#x")
            .func("XSTR", "x", "STR(x)")
            .func("CAT", "a, b", "a ## b")
            .func("CAT3", "a, b, c", "a ## b ## c")
            .func("ADD", "a, b", "((a) + (b))")
            .func("TWICE", "x", "x * 2")
            .func("ID", "x", "x")
            .func("ZERO", "", "0")
            .func("FIRST", "a, ...", "a")
            .func("VA", "...", "__VA_ARGS__")
            .func("COUNT", "...", "COUNT_(_, ##__VA_ARGS__, 3, 2, 1, 0)")
            .func("COUNT_", "a, b, c, d, n, ...", "n")
            .func("REC", "x", "REC(x) + 1")
            .func("BIT", "n", "(1UL << (n))")
            .func("HASH_NOPARAM", "x", "# 1")
            .func("OPT", "...", "__VA_OPT__(1)")
    }

    fn ev_with(src: &str, dm: &DataModel) -> Result<MacroValue, EvalError> {
        evaluate(&lex(src), &std_env(), dm)
    }

    fn ev(src: &str) -> Result<MacroValue, EvalError> {
        ev_with(src, &DataModel::LP64)
    }

    fn ev32(src: &str) -> Result<MacroValue, EvalError> {
        ev_with(src, &DataModel::ILP32)
    }

    fn int(value: i128, ty: CInt) -> Result<MacroValue, EvalError> {
        Ok(MacroValue::Int { value, ty })
    }

    fn float(f: f64) -> Result<MacroValue, EvalError> {
        Ok(MacroValue::Float(f))
    }

    fn string(s: &[u8]) -> Result<MacroValue, EvalError> {
        Ok(MacroValue::Str(s.to_vec()))
    }

    fn is_unsupported(r: Result<MacroValue, EvalError>) -> bool {
        matches!(r, Err(EvalError::Unsupported(_)))
    }

    fn is_syntax(r: Result<MacroValue, EvalError>) -> bool {
        matches!(r, Err(EvalError::Syntax(_)))
    }

    use CInt::*;

    const U64MAX: i128 = u64::MAX as i128;
    const U32MAX: i128 = u32::MAX as i128;

    #[test]
    fn integer_literal_types() {
        assert_eq!(ev("0"), int(0, Int));
        assert_eq!(ev("42"), int(42, Int));
        assert_eq!(ev("017"), int(15, Int));
        assert_eq!(ev("0x1F"), int(31, Int));
        assert_eq!(ev("0X1f"), int(31, Int));
        assert_eq!(ev("0b101"), int(5, Int));
        assert_eq!(ev("2147483647"), int(2147483647, Int));
        assert_eq!(ev("2147483648"), int(2147483648, Long));
        assert_eq!(ev32("2147483648"), int(2147483648, LongLong));
        assert_eq!(ev("4294967295"), int(U32MAX, Long));
        assert_eq!(ev32("4294967295"), int(U32MAX, LongLong));
        assert_eq!(ev("0x7FFFFFFF"), int(2147483647, Int));
        assert_eq!(ev("0x80000000"), int(2147483648, UInt));
        assert_eq!(ev("0xFFFFFFFF"), int(U32MAX, UInt));
        assert_eq!(ev("037777777777"), int(U32MAX, UInt));
        assert_eq!(ev("0x100000000"), int(1 << 32, Long));
        assert_eq!(ev32("0x100000000"), int(1 << 32, LongLong));
        assert_eq!(ev("0xFFFFFFFFFFFFFFFF"), int(U64MAX, ULong));
        assert_eq!(ev32("0xFFFFFFFFFFFFFFFF"), int(U64MAX, ULongLong));
        assert_eq!(ev("9223372036854775807"), int(i64::MAX.into(), Long));
        assert_eq!(ev("9223372036854775808"), int(1 << 63, ULongLong));
        assert_eq!(ev("18446744073709551615"), int(U64MAX, ULongLong));
        assert!(is_unsupported(ev("18446744073709551616")));
        assert!(is_unsupported(ev("0x10000000000000000")));
    }

    #[test]
    fn integer_suffixes() {
        assert_eq!(ev("1u"), int(1, UInt));
        assert_eq!(ev("1U"), int(1, UInt));
        assert_eq!(ev("1l"), int(1, Long));
        assert_eq!(ev("1L"), int(1, Long));
        assert_eq!(ev("1ll"), int(1, LongLong));
        assert_eq!(ev("1LL"), int(1, LongLong));
        assert_eq!(ev("1ul"), int(1, ULong));
        assert_eq!(ev("1lu"), int(1, ULong));
        assert_eq!(ev("1uL"), int(1, ULong));
        assert_eq!(ev("1Lu"), int(1, ULong));
        assert_eq!(ev("1ull"), int(1, ULongLong));
        assert_eq!(ev("1ULL"), int(1, ULongLong));
        assert_eq!(ev("1uLL"), int(1, ULongLong));
        assert_eq!(ev("1llu"), int(1, ULongLong));
        assert_eq!(ev("1LLU"), int(1, ULongLong));
        assert_eq!(ev("0xFFFFFFFFu"), int(U32MAX, UInt));
        assert_eq!(ev("0x100000000u"), int(1 << 32, ULong));
        assert_eq!(ev32("0x100000000u"), int(1 << 32, ULongLong));
        assert_eq!(ev("5000000000u"), int(5000000000, ULong));
        assert_eq!(ev32("5000000000u"), int(5000000000, ULongLong));
        assert_eq!(ev("0x7FFFFFFFFFFFFFFFL"), int(i64::MAX.into(), Long));
        assert_eq!(ev("0x8000000000000000L"), int(1 << 63, ULong));
        assert_eq!(ev("0x8000000000000000LL"), int(1 << 63, ULongLong));
        assert_eq!(ev32("1L"), int(1, Long));
        assert_eq!(ev32("0xFFFFFFFFL"), int(U32MAX, ULong));
        assert_eq!(ev32("4294967295L"), int(U32MAX, LongLong));
        assert_eq!(ev32("2147483648L"), int(2147483648, LongLong));
        assert_eq!(ev32("2147483648u"), int(2147483648, UInt));
        for bad in [
            "1lL", "1Ll", "1uu", "1lul", "1lll", "1f", "08", "0x", "0b", "0b2", "1i64", "1z", "0xg",
        ] {
            assert!(is_syntax(ev(bad)), "{bad}: {:?}", ev(bad));
        }
        assert!(is_unsupported(ev("1'000")));
    }

    #[test]
    fn char_literals() {
        assert_eq!(ev("'a'"), Ok(MacroValue::Char(b'a')));
        let escapes: [(&str, u8); 16] = [
            (r"'\n'", 10),
            (r"'\t'", 9),
            (r"'\\'", b'\\'),
            (r"'\''", b'\''),
            (r#"'\"'"#, b'"'),
            (r"'\0'", 0),
            (r"'\x41'", 65),
            (r"'\101'", 65),
            (r"'\a'", 7),
            (r"'\b'", 8),
            (r"'\f'", 12),
            (r"'\r'", 13),
            (r"'\v'", 11),
            (r"'\?'", b'?'),
            (r"'\xff'", 255),
            (r"'\377'", 255),
        ];
        for (src, v) in escapes {
            assert_eq!(ev(src), Ok(MacroValue::Char(v)), "{src}");
        }
        assert_eq!(ev("('a')"), Ok(MacroValue::Char(b'a')));
        assert_eq!(ev("LETTER"), Ok(MacroValue::Char(b'x')));
        assert_eq!(ev("'a' + 1"), int(98, Int));
        assert_eq!(ev("+'a'"), int(97, Int));
        assert_eq!(ev(r"'\xff' + 0"), int(-1, Int));
        assert_eq!(ev(r"-'\x80'"), int(128, Int));
        let unsigned_char = DataModel {
            char_signed: false,
            ..DataModel::LP64
        };
        assert_eq!(ev_with(r"'\xff' + 0", &unsigned_char), int(255, Int));
        assert_eq!(ev_with("(char)200", &unsigned_char), int(200, Char));
        // Multi-character constants (values checked against clang).
        assert_eq!(ev("'ab'"), int(24930, Int));
        assert_eq!(ev(r"'\xff\x01'"), int(65281, Int));
        assert_eq!(ev("'abcde'"), int(1650680933, Int));
        assert_eq!(ev(r"'\xff\xff\xff\xff'"), int(-1, Int));
        // Prefixed constants.
        assert_eq!(ev("L'a'"), int(97, Int));
        assert_eq!(ev(r"L'\xffffffff'"), int(-1, Int));
        assert_eq!(ev(r"u'\xffff'"), int(65535, UShort));
        assert_eq!(ev(r"U'\xffffffff'"), int(U32MAX, UInt));
        assert_eq!(ev("u8'a'"), int(97, UChar));
        assert_eq!(ev(r"U'\u00e9'"), int(0xE9, UInt));
        assert_eq!(ev("L'é'"), int(0xE9, Int));
        assert!(is_unsupported(ev(r"'\x100'")));
        assert!(is_unsupported(ev(r"'\400'")));
        assert!(is_unsupported(ev("'é'")));
        assert!(is_unsupported(ev(r"'\u00e9'")));
        assert!(is_unsupported(ev("L'ab'")));
        assert!(is_unsupported(ev(r"u'\x10000'")));
        assert!(is_syntax(ev("''")));
        assert!(is_syntax(ev(r"'\x'")));
        assert!(is_syntax(ev(r"'\u12'")));
        assert!(is_syntax(ev(r"'\u0041'")));
        assert!(is_syntax(ev(r"'\ud800'")));
    }

    #[test]
    fn string_literals() {
        assert_eq!(ev(r#""abc""#), string(b"abc"));
        assert_eq!(ev(r#""""#), string(b""));
        assert_eq!(ev(r#""a" "b""#), string(b"ab"));
        assert_eq!(ev(r#""a" u8"b" "c""#), string(b"abc"));
        assert_eq!(ev(r#""a\0b""#), string(b"a\0b"));
        assert_eq!(ev(r#""\x41\102\n""#), string(b"AB\n"));
        assert_eq!(ev(r#""\u00e9""#), string("é".as_bytes()));
        assert_eq!(ev(r#""é""#), string("é".as_bytes()));
        assert_eq!(ev(r#""q\"\\""#), string(b"q\"\\"));
        assert_eq!(ev(r#"u8"x""#), string(b"x"));
        assert_eq!(ev(r#"("x")"#), string(b"x"));
        assert_eq!(ev(r#"GREETING " there""#), string(b"hi there"));
        assert_eq!(ev(r#""say " GREETING"#), string(b"say hi"));
        assert!(is_unsupported(ev(r#"L"x""#)));
        assert!(is_unsupported(ev(r#"u"x""#)));
        assert!(is_unsupported(ev(r#"U"x""#)));
        assert!(is_unsupported(ev(r#""a" L"b""#)));
        assert!(is_unsupported(ev(r#""a" + 1"#)));
        assert!(is_unsupported(ev(r#"!"a""#)));
        assert!(is_unsupported(ev(r#"(int)"a""#)));
        assert!(is_unsupported(ev(r#""\x100""#)));
        assert!(is_syntax(ev(r#""abc"#)));
        assert!(is_syntax(ev(r#""a" 'b'"#)));
    }

    #[test]
    fn float_literals() {
        assert_eq!(ev("1.5"), float(1.5));
        assert_eq!(ev("2.5f"), float(2.5));
        assert_eq!(ev("2.5F"), float(2.5));
        assert_eq!(ev("1e3"), float(1000.0));
        assert_eq!(ev("1E+3"), float(1000.0));
        assert_eq!(ev("1.5e-2"), float(0.015));
        assert_eq!(ev(".5"), float(0.5));
        assert_eq!(ev("1."), float(1.0));
        assert_eq!(ev("1.5L"), float(1.5));
        assert_eq!(ev("0.1f"), float(0.1));
        assert_eq!(ev("0x1p3"), float(8.0));
        assert_eq!(ev("0x1.8p1"), float(3.0));
        assert_eq!(ev("0x.8p0"), float(0.5));
        assert_eq!(ev("0X1P-2f"), float(0.25));
        assert_eq!(ev("0x1.fffffffffffffp1023"), float(f64::MAX));
        assert_eq!(ev("0x1p-1074"), float(f64::from_bits(1)));
        // Exactly halfway between two doubles, with a sticky digit far to the right.
        assert_eq!(ev("0x1.00000000000008p0"), float(1.0));
        assert_eq!(ev("0x1.000000000000080000001p0"), float(1.0 + f64::EPSILON));
        assert_eq!(ev("0x1.00000000000018p0"), float(1.0 + 2.0 * f64::EPSILON));
        assert_eq!(ev("1e400"), float(f64::INFINITY));
        assert_eq!(ev("HALF * 3"), float(1.5));
        for bad in [
            "1.5.2", "1e", "1e+", "0x1p", "0x1.0", "0x1.0pf", "1.5ff", "1.5u", "1.0x", "0x1p3u",
        ] {
            assert!(is_syntax(ev(bad)), "{bad}: {:?}", ev(bad));
        }
    }

    #[test]
    fn float_arithmetic() {
        assert_eq!(ev("1.5 + 1"), float(2.5));
        assert_eq!(ev("3 / 2.0"), float(1.5));
        assert_eq!(ev("3 / 2"), int(1, Int));
        assert_eq!(ev("-1.5"), float(-1.5));
        assert_eq!(ev("+1.5"), float(1.5));
        assert_eq!(ev("2 * 1.25 - 0.5"), float(2.0));
        assert_eq!(ev("1.0 / 0"), float(f64::INFINITY));
        assert_eq!(ev("-1.0 / 0"), float(f64::NEG_INFINITY));
        assert!(matches!(ev("0.0 / 0"), Ok(MacroValue::Float(f)) if f.is_nan()));
        assert_eq!(ev("1.5 < 2"), int(1, Int));
        assert_eq!(ev("1.5 >= 2"), int(0, Int));
        assert_eq!(ev("1.5 == 1.5"), int(1, Int));
        assert_eq!(ev("0.0 / 0 != 0.0 / 0"), int(1, Int));
        assert_eq!(ev("!0.0"), int(1, Int));
        assert_eq!(ev("!0.5"), int(0, Int));
        assert_eq!(ev("0.5 && 2"), int(1, Int));
        assert_eq!(ev("0.0 || 0"), int(0, Int));
        assert_eq!(ev("1.5 ? 2 : 3"), int(2, Int));
        assert_eq!(ev("0 ? 1 : 2.0"), float(2.0));
        assert_eq!(ev("1 ? 1 : 2.0"), float(1.0));
        assert_eq!(
            ev("18446744073709551615ULL * 1.0"),
            float(18446744073709551615.0)
        );
        assert_eq!(ev("-1 * 1.0"), float(-1.0));
        assert_eq!(ev("0xFFFFFFFFu + 0.5"), float(4294967295.5));
        assert!(is_syntax(ev("1.5 % 2")));
        assert!(is_syntax(ev("~1.5")));
        assert!(is_syntax(ev("1.5 << 1")));
        assert!(is_syntax(ev("1 & 2.0")));
        assert!(is_syntax(ev("0 && 1.5 % 2")));
    }

    #[test]
    fn precedence_and_associativity() {
        assert_eq!(ev("1 + 2 * 3"), int(7, Int));
        assert_eq!(ev("(1 + 2) * 3"), int(9, Int));
        assert_eq!(ev("10 - 3 - 2"), int(5, Int));
        assert_eq!(ev("100 / 10 / 5"), int(2, Int));
        assert_eq!(ev("2 + 3 << 1"), int(10, Int));
        assert_eq!(ev("1 << 2 + 1"), int(8, Int));
        assert_eq!(ev("1 < 2 == 1"), int(1, Int));
        assert_eq!(ev("3 > 2 > 1"), int(0, Int));
        assert_eq!(ev("5 & 3 | 8"), int(9, Int));
        assert_eq!(ev("6 ^ 3 & 5"), int(7, Int));
        assert_eq!(ev("1 | 2 ^ 3"), int(1, Int));
        assert_eq!(ev("1 || 0 && 0"), int(1, Int));
        assert_eq!(ev("1 == 2 | 1"), int(1, Int));
        assert_eq!(ev("-7 / 2"), int(-3, Int));
        assert_eq!(ev("-7 % 2"), int(-1, Int));
        assert_eq!(ev("7 % -2"), int(1, Int));
        assert_eq!(ev("~5"), int(-6, Int));
        assert_eq!(ev("!5"), int(0, Int));
        assert_eq!(ev("!0"), int(1, Int));
        assert_eq!(ev("- -3"), int(3, Int));
        assert_eq!(ev("-~0"), int(1, Int));
        assert_eq!(ev("+3"), int(3, Int));
        assert_eq!(ev("2147483647 + 1"), int(i32::MIN.into(), Int));
        assert_eq!(ev("-(-2147483647 - 1)"), int(i32::MIN.into(), Int));
        assert_eq!(ev("65536 * 65536"), int(0, Int));
        assert_eq!(ev("1 ? 2 : 3"), int(2, Int));
        assert_eq!(ev("0 ? 2 : 3"), int(3, Int));
        assert_eq!(ev("1 ? 2 : 0 ? 3 : 4"), int(2, Int));
        assert_eq!(ev("0 ? 1 : 0 ? 3 : 4"), int(4, Int));
        assert_eq!(ev("1 ? 0 ? 5 : 6 : 7"), int(6, Int));
        assert_eq!(ev("0 || 1 ? 8 : 9"), int(8, Int));
        assert_eq!(ev("1 && 2"), int(1, Int));
        assert_eq!(ev("0 || 0"), int(0, Int));
        assert_eq!(ev("5 || 0"), int(1, Int));
        assert_eq!(ev("1L && 2ULL"), int(1, Int));
    }

    #[test]
    fn short_circuit_and_division() {
        assert_eq!(ev("0 && 1 / 0"), int(0, Int));
        assert_eq!(ev("1 || 1 / 0"), int(1, Int));
        assert_eq!(ev("1 ? 1 : 1 / 0"), int(1, Int));
        assert_eq!(ev("0 ? 1 / 0 : 2"), int(2, Int));
        assert_eq!(ev("0 && (1 << 40)"), int(0, Int));
        assert_eq!(ev("0 && (int)1e30"), int(0, Int));
        assert_eq!(ev("0 ? 1 % 0 : 2UL"), int(2, ULong));
        assert_eq!(ev("0 && (0 || 1 / 0)"), int(0, Int));
        assert_eq!(ev("1 / 0"), Err(EvalError::DivByZero));
        assert_eq!(ev("1 % 0"), Err(EvalError::DivByZero));
        assert_eq!(ev("1 && 1 / 0"), Err(EvalError::DivByZero));
        assert_eq!(ev("(-2147483647 - 1) / -1"), Err(EvalError::DivByZero));
        assert_eq!(ev("(-2147483647 - 1) % -1"), Err(EvalError::DivByZero));
        assert_eq!(
            ev("(-9223372036854775807L - 1) / -1"),
            Err(EvalError::DivByZero)
        );
        assert_eq!(ev("((__int128)1 << 127) / -1"), Err(EvalError::DivByZero));
        assert_eq!(ev("(-2147483647 - 1) / -1L"), int(2147483648, Long));
        assert_eq!(ev("0x80000000 / -1"), int(0, UInt));
        assert_eq!(ev("-7 / 2U"), int(2147483644, UInt));
        assert_eq!(ev("(1 ? 1 : 1 / 0) + 1"), int(2, Int));
    }

    #[test]
    fn shifts() {
        assert_eq!(ev("1 << 31"), int(i32::MIN.into(), Int));
        assert_eq!(ev("1u << 31"), int(1 << 31, UInt));
        assert_eq!(ev("1L << 40"), int(1 << 40, Long));
        assert_eq!(ev("1 << 2L"), int(4, Int));
        assert_eq!(ev("1UL >> 1"), int(0, ULong));
        assert_eq!(ev("-1 >> 1"), int(-1, Int));
        assert_eq!(ev("-16 >> 2"), int(-4, Int));
        assert_eq!(ev("-1 << 3"), int(-8, Int));
        assert_eq!(ev("0x80000000 >> 31"), int(1, UInt));
        assert_eq!(ev("(char)1 << 20"), int(1 << 20, Int));
        assert_eq!(ev("U64_MAX >> 12"), int(4503599627370495, ULongLong));
        assert_eq!(ev("BIT(63)"), int(1 << 63, ULong));
        assert!(is_unsupported(ev("1 << 32")));
        assert!(is_unsupported(ev("1 << 32U")));
        assert!(is_unsupported(ev("1 << 40")));
        assert!(is_unsupported(ev("1 << -1")));
        assert!(is_unsupported(ev("1 >> 32")));
        assert!(is_unsupported(ev("1UL << 64")));
        assert!(is_unsupported(ev32("1L << 32")));
        assert_eq!(
            ev("1 << 0xFFFFFFFFFFFFFFFF >> 70 * 0"),
            Err(EvalError::Unsupported(
                "shift count is negative or not less than the type width".into()
            ))
        );
    }

    #[test]
    fn usual_arithmetic_conversions() {
        assert_eq!(ev("-1 < 0U"), int(0, Int));
        assert_eq!(ev("-1L < 0U"), int(1, Int));
        assert_eq!(ev32("-1L < 0U"), int(0, Int));
        assert_eq!(ev("-1 < 0UL"), int(0, Int));
        assert_eq!(ev("-1LL < 0UL"), int(0, Int));
        assert_eq!(ev("-1LL + 0UL"), int(U64MAX, ULongLong));
        assert_eq!(ev("0U - 1"), int(U32MAX, UInt));
        assert_eq!(ev("0UL - 1"), int(U64MAX, ULong));
        assert_eq!(ev("-1U"), int(U32MAX, UInt));
        assert_eq!(ev("~0U"), int(U32MAX, UInt));
        assert_eq!(ev("~0UL"), int(U64MAX, ULong));
        assert_eq!(ev32("~0UL"), int(U32MAX, ULong));
        assert_eq!(ev("~0ULL"), int(U64MAX, ULongLong));
        assert_eq!(ev("~0"), int(-1, Int));
        assert_eq!(ev("1U + 1L"), int(2, Long));
        assert_eq!(ev32("1U + 1L"), int(2, ULong));
        assert_eq!(ev("1UL + 1LL"), int(2, ULongLong));
        assert_eq!(ev("1L + 1LL"), int(2, LongLong));
        assert_eq!(ev("1UL + 1ULL"), int(2, ULongLong));
        assert_eq!(ev32("1U + 1LL"), int(2, LongLong));
        assert_eq!(ev("-1 * 1U"), int(U32MAX, UInt));
        assert_eq!(ev("0xFFFFFFFF + 1"), int(0, UInt));
        assert_eq!(ev("4294967295 + 1"), int(1 << 32, Long));
        assert_eq!(ev("BIG + 1"), int(0, ULongLong));
        assert_eq!(ev("FIVE * 2"), int(10, Int));
        assert_eq!(ev("-1 == 0xFFFFFFFF"), int(1, Int));
        assert_eq!(ev("-1 == 0xFFFFFFFFL"), int(0, Int));
        assert_eq!(ev("(unsigned short)1 - 2"), int(-1, Int));
        assert_eq!(ev("1 ? -1 : 0U"), int(U32MAX, UInt));
        assert_eq!(ev("1 ? 1 : 2UL"), int(1, ULong));
        assert_eq!(ev("0 ? 1 : (char)-1"), int(-1, Int));
        assert_eq!(ev("1 ? (unsigned char)1 : (short)2"), int(1, Int));
    }

    #[test]
    fn casts() {
        assert_eq!(ev("(unsigned char)300"), int(44, UChar));
        assert_eq!(ev("(unsigned char)300 + 0"), int(44, Int));
        assert_eq!(ev("(signed char)200"), int(-56, SChar));
        assert_eq!(ev("(char)200"), int(-56, Char));
        assert_eq!(ev("(short)65535"), int(-1, Short));
        assert_eq!(ev("(short int)65535"), int(-1, Short));
        assert_eq!(ev("(unsigned short)-1"), int(65535, UShort));
        assert_eq!(ev("(_Bool)5"), int(1, Bool));
        assert_eq!(ev("(_Bool)256"), int(1, Bool));
        assert_eq!(ev("(_Bool)0"), int(0, Bool));
        assert_eq!(ev("(_Bool)0.5"), int(1, Bool));
        assert_eq!(ev("(bool)2"), int(1, Bool));
        assert_eq!(ev("(int)4294967295"), int(-1, Int));
        assert_eq!(ev("(signed)4294967295"), int(-1, Int));
        assert_eq!(ev("(unsigned)-1"), int(U32MAX, UInt));
        assert_eq!(ev("(unsigned int)-1"), int(U32MAX, UInt));
        assert_eq!(ev("(const unsigned int)-1"), int(U32MAX, UInt));
        assert_eq!(ev("(long)-1"), int(-1, Long));
        assert_eq!(ev("(long int)-1"), int(-1, Long));
        assert_eq!(ev("(unsigned long)-1"), int(U64MAX, ULong));
        assert_eq!(ev32("(unsigned long)-1"), int(U32MAX, ULong));
        assert_eq!(ev("(long long)-1"), int(-1, LongLong));
        assert_eq!(ev("(unsigned long long)-1"), int(U64MAX, ULongLong));
        assert_eq!(ev("(long unsigned long int)-1"), int(U64MAX, ULongLong));
        assert_eq!(ev("(__int128)1 << 100"), int(1 << 100, Int128));
        assert_eq!(ev("(__int128)-1 * 5"), int(-5, Int128));
        assert_eq!(ev("(unsigned __int128)1 << 126"), int(1 << 126, UInt128));
        assert_eq!(ev("(__uint128_t)1 << 64"), int(1 << 64, UInt128));
        assert!(is_unsupported(ev("(unsigned __int128)-1")));
        assert!(is_unsupported(ev("(unsigned __int128)1 << 127")));
        assert_eq!(ev("(int)1.9"), int(1, Int));
        assert_eq!(ev("(int)-1.9"), int(-1, Int));
        assert_eq!(ev("(unsigned char)255.5"), int(255, UChar));
        assert_eq!(ev("(unsigned)-0.5"), int(0, UInt));
        assert_eq!(
            ev("(long)-9223372036854775808.0"),
            int(i64::MIN.into(), Long)
        );
        assert!(is_unsupported(ev("(long)9223372036854775808.0")));
        assert!(is_unsupported(ev("(unsigned)-1.0")));
        assert!(is_unsupported(ev("(int)1e10")));
        assert!(is_unsupported(ev("(int)(0.0/0)")));
        assert_eq!(ev("(double)3"), float(3.0));
        assert_eq!(ev("(float)1 / 2"), float(0.5));
        assert_eq!(ev("(long double)1"), float(1.0));
        assert_eq!(ev("(double)(1 / 2)"), float(0.0));
        assert_eq!(ev("(int)(unsigned char)-1"), int(255, Int));
        assert_eq!(ev("-(unsigned)1"), int(U32MAX, UInt));
        // Casts bind tighter than binary operators and looser than unary ones.
        assert_eq!(ev("(unsigned char)256 + 1"), int(1, Int));
        assert_eq!(ev("(unsigned char)-1 * 2"), int(510, Int));
    }

    #[test]
    fn typedef_casts() {
        assert_eq!(ev("(uint8_t)257"), int(1, UChar));
        assert_eq!(ev("(int8_t)255"), int(-1, SChar));
        assert_eq!(ev("(uint16_t)-1"), int(65535, UShort));
        assert_eq!(ev("(int16_t)32768"), int(-32768, Short));
        assert_eq!(ev("(uint32_t)-1"), int(U32MAX, UInt));
        assert_eq!(ev("(int32_t)4294967295"), int(-1, Int));
        assert_eq!(ev("(uint64_t)-1"), int(U64MAX, ULong));
        assert_eq!(ev32("(uint64_t)-1"), int(U64MAX, ULongLong));
        assert_eq!(ev("(int64_t)-1"), int(-1, Long));
        assert_eq!(ev32("(int64_t)-1"), int(-1, LongLong));
        assert_eq!(ev("(size_t)-1"), int(U64MAX, ULong));
        assert_eq!(ev32("(size_t)-1"), int(U32MAX, UInt));
        assert_eq!(ev("(ssize_t)-1"), int(-1, Long));
        assert_eq!(ev32("(ssize_t)-1"), int(-1, Int));
        assert_eq!(ev("(ptrdiff_t)1"), int(1, Long));
        assert_eq!(ev("(intptr_t)-1"), int(-1, Long));
        assert_eq!(ev("(uintptr_t)-1"), int(U64MAX, ULong));
        assert_eq!(ev32("(uintptr_t)-1"), int(U32MAX, UInt));
        assert_eq!(ev("(__uint32_t)-1"), int(U32MAX, UInt));
        assert_eq!(ev("(__u64)-1"), int(U64MAX, ULongLong));
        assert_eq!(ev("(const uint8_t)511"), int(255, UChar));
        let llp64 = DataModel {
            long_bits: 32,
            pointer_bits: 64,
            char_signed: true,
        };
        assert_eq!(ev_with("(size_t)-1", &llp64), int(U64MAX, ULongLong));
        assert_eq!(ev_with("(intptr_t)-1", &llp64), int(-1, LongLong));
        assert_eq!(ev_with("sizeof(void *)", &llp64), int(8, ULongLong));
    }

    #[test]
    fn unsupported_casts() {
        assert!(is_unsupported(ev("(HANDLE)-1")));
        assert!(is_unsupported(ev("(HANDLE)1")));
        assert!(is_unsupported(ev("(HANDLE)(1)")));
        assert!(is_unsupported(ev("(void *)0")));
        assert!(is_unsupported(ev("(void*)-1")));
        assert!(is_unsupported(ev("(char *)0")));
        assert!(is_unsupported(ev("(const char *)0")));
        assert!(is_unsupported(ev("(unsigned long *)0")));
        assert!(is_unsupported(ev("(struct foo *)0")));
        assert!(is_unsupported(ev("(struct foo)0")));
        assert!(is_unsupported(ev("(FOO *)0")));
        assert!(is_unsupported(ev("(FOO **)0")));
        assert!(is_unsupported(ev("(void)0")));
        assert!(is_unsupported(ev("(int){1}")));
        assert!(is_unsupported(ev("(_Complex double)1")));
        assert!(is_syntax(ev("(int int)1")));
        assert!(is_syntax(ev("(unsigned signed)1")));
        assert!(is_syntax(ev("(long long long)1")));
        assert!(is_syntax(ev("(short long)1")));
        assert!(is_syntax(ev("(float double)1")));
        assert!(is_syntax(ev("(int)")));
        assert_eq!(
            ev("(UNKNOWN)"),
            Err(EvalError::UnknownIdent("UNKNOWN".into()))
        );
        assert!(is_unsupported(ev("(UNKNOWN) + 1")));
        assert_eq!(
            ev("(UNKNOWN) / 2"),
            Err(EvalError::UnknownIdent("UNKNOWN".into()))
        );
        assert_eq!(
            ev("(UNKNOWN * 2)"),
            Err(EvalError::UnknownIdent("UNKNOWN".into()))
        );
    }

    #[test]
    fn sizeof_types() {
        assert_eq!(ev("sizeof(int)"), int(4, ULong));
        assert_eq!(ev32("sizeof(int)"), int(4, UInt));
        assert_eq!(ev("sizeof(char)"), int(1, ULong));
        assert_eq!(ev("sizeof(unsigned char)"), int(1, ULong));
        assert_eq!(ev("sizeof(short)"), int(2, ULong));
        assert_eq!(ev("sizeof(long)"), int(8, ULong));
        assert_eq!(ev32("sizeof(long)"), int(4, UInt));
        assert_eq!(ev("sizeof(long long)"), int(8, ULong));
        assert_eq!(ev("sizeof(unsigned long long)"), int(8, ULong));
        assert_eq!(ev("sizeof(__int128)"), int(16, ULong));
        assert_eq!(ev("sizeof(_Bool)"), int(1, ULong));
        assert_eq!(ev("sizeof(float)"), int(4, ULong));
        assert_eq!(ev("sizeof(double)"), int(8, ULong));
        assert_eq!(ev("sizeof(void*)"), int(8, ULong));
        assert_eq!(ev32("sizeof(void*)"), int(4, UInt));
        assert_eq!(ev("sizeof(char *)"), int(8, ULong));
        assert_eq!(
            ev("sizeof(struct foo *)"),
            Err(EvalError::Unsupported(
                "`struct` type in a cast or sizeof".into()
            ))
        );
        assert_eq!(ev("sizeof(const int * const *)"), int(8, ULong));
        assert_eq!(ev("sizeof(uint16_t)"), int(2, ULong));
        assert_eq!(ev("sizeof(size_t)"), int(8, ULong));
        assert_eq!(ev("sizeof(int) * 8"), int(32, ULong));
        assert_eq!(ev("-sizeof(int)"), int(U64MAX - 3, ULong));
        assert_eq!(ev("sizeof(int) - 5"), int(U64MAX, ULong));
        assert_eq!(ev("(int)sizeof(int) - 5"), int(-1, Int));
        assert!(is_unsupported(ev("sizeof 1")));
        assert!(is_unsupported(ev("sizeof(x)")));
        assert!(is_unsupported(ev("sizeof(1)")));
        assert!(is_unsupported(ev("sizeof(long double)")));
        assert!(is_unsupported(ev("sizeof(void)")));
        assert!(is_unsupported(ev("sizeof(struct foo)")));
        assert!(is_unsupported(ev("sizeof(int){1}")));
    }

    #[test]
    fn misc_tokens() {
        assert_eq!(ev("__extension__ 1"), int(1, Int));
        assert_eq!(ev("__extension__ (1ULL << 63)"), int(1 << 63, ULongLong));
        assert_eq!(ev("/* c */ 1 /* d */ + 2"), int(3, Int));
        assert!(is_unsupported(ev("defined(X)")));
        assert!(is_unsupported(ev("defined X")));
        assert!(is_unsupported(ev("_Alignof(int)")));
        assert!(is_unsupported(ev("1, 2")));
        assert!(is_unsupported(ev("1L,3L")));
        assert!(is_unsupported(ev("(1, 2)")));
        assert!(is_unsupported(ev("1 ? 2, 3 : 4")));
        assert!(is_unsupported(ev("1 ?: 2")));
        assert!(is_unsupported(ev("++1")));
        assert!(is_unsupported(ev("&x")));
        assert!(is_unsupported(ev("*x")));
        assert_eq!(ev(""), Err(EvalError::Empty));
        assert_eq!(ev("/* only a comment */"), Err(EvalError::Empty));
        assert_eq!(ev("EMPTY"), Err(EvalError::Empty));
        assert_eq!(ev("EMPTY 3 EMPTY"), int(3, Int));
        for bad in [
            "1 +", "(1", "1)", "()", "1 2", "* ", "1 ? 2", "1 ? 2 :", "int", "1 = 2", "1 += 2",
            "x[0]", "#", "1 ## 2",
        ] {
            let r = ev(bad);
            assert!(
                matches!(
                    r,
                    Err(EvalError::Syntax(_)
                        | EvalError::Unsupported(_)
                        | EvalError::UnknownIdent(_))
                ),
                "{bad}: {r:?}"
            );
        }
        assert!(is_syntax(ev("1 2")));
        assert!(is_syntax(ev("(1")));
        assert!(is_syntax(ev("1 +")));
        assert!(is_syntax(ev("return")));
    }

    #[test]
    fn identifiers_and_object_macros() {
        assert_eq!(ev("FIVE"), int(5, Int));
        assert_eq!(ev("FIVE * FIVE"), int(25, Int));
        assert_eq!(ev("BIG"), int(U64MAX, ULongLong));
        assert_eq!(ev("U64_MAX"), int(U64MAX, ULongLong));
        assert_eq!(ev("SUM * 3"), int(7, Int));
        assert_eq!(ev("(SUM) * 3"), int(9, Int));
        assert_eq!(
            ev("UNKNOWN"),
            Err(EvalError::UnknownIdent("UNKNOWN".into()))
        );
        assert_eq!(
            ev("FIVE + UNKNOWN"),
            Err(EvalError::UnknownIdent("UNKNOWN".into()))
        );
        assert_eq!(ev("foo(1)"), Err(EvalError::UnknownIdent("foo".into())));
        assert_eq!(ev("SELF"), Err(EvalError::UnknownIdent("SELF".into())));
        assert_eq!(ev("SELF2"), Err(EvalError::UnknownIdent("SELF2".into())));
        assert_eq!(ev("PING"), Err(EvalError::UnknownIdent("PING".into())));
        assert_eq!(ev("CAT(A, B)"), int(77, Int));
        assert_eq!(ev("ADD_ALIAS(1, 2)"), int(3, Int));
        assert_eq!(ev("ADD"), Err(EvalError::UnknownIdent("ADD".into())));
        assert_eq!(ev("ADD + 1"), Err(EvalError::UnknownIdent("ADD".into())));
    }

    #[test]
    fn values_and_bodies_agree_with_textual_expansion() {
        // Like the real environment: every object-like macro has its body, and
        // the ones evaluated so far also have a value.
        let int_v = |v: i128| MacroValue::Int { value: v, ty: Int };
        let env = Env::default()
            .raw("SUM", "1 + 2")
            .value("SUM", int_v(3))
            .raw("PSUM", "(1 + 2)")
            .value("PSUM", int_v(3))
            .raw("NEG", "-1")
            .value("NEG", int_v(-1))
            .raw("HEX", "0x10")
            .value("HEX", int_v(16))
            .raw("OR", "(PSUM | HEX)")
            .value("OR", int_v(19))
            .raw("TWO_PARENS", "(1) + (2)")
            .value("TWO_PARENS", int_v(3))
            .raw("GREET", r#""hi" "!""#)
            .value("GREET", MacroValue::Str(b"hi!".to_vec()))
            .func("STR", "x", "#x")
            .func("XSTR", "x", "STR(x)")
            .func("CAT", "a, b", "a ## b")
            .func("XCAT", "a, b", "CAT(a, b)");
        let ev = |src: &str| evaluate(&lex(src), &env, &DataModel::LP64);
        assert_eq!(ev("SUM * 3"), int(7, Int));
        assert_eq!(ev("PSUM * 3"), int(9, Int));
        assert_eq!(ev("TWO_PARENS * 3"), int(7, Int));
        assert_eq!(ev("2 - NEG"), int(3, Int));
        assert_eq!(ev("HEX"), int(16, Int));
        assert_eq!(ev("XSTR(HEX)"), string(b"0x10"));
        assert_eq!(ev("XSTR(OR)"), string(b"((1+2)|0x10)"));
        assert_eq!(ev("XSTR(SUM)"), string(b"1+2"));
        assert_eq!(ev("XSTR(GREET)"), string(b"\"hi\" \"!\""));
        assert_eq!(ev("GREET \"?\""), string(b"hi!?"));
        assert_eq!(ev("XCAT(HEX, U)"), int(16, UInt));
        assert_eq!(ev("XCAT(NEG, 0)"), int(-10, Int));
        assert_eq!(ev("STR(HEX)"), string(b"HEX"));
        assert_eq!(ev("CAT(HE, X)"), int(16, Int));
    }

    #[test]
    fn function_like_macros() {
        assert_eq!(ev("UINT32_C(4)"), int(4, UInt));
        assert_eq!(ev("INT64_C(-5)"), int(-5, Long));
        assert_eq!(ev("UINT64_C(0xffffffffffffffff)"), int(U64MAX, ULong));
        assert_eq!(ev("ADD(1, 2) * 2"), int(6, Int));
        assert_eq!(ev("ADD(ADD(1, 2), ADD(3, 4))"), int(10, Int));
        assert_eq!(
            ev("ADD((1, 2), 3)"),
            Err(EvalError::Unsupported("comma operator".into()))
        );
        assert_eq!(ev("ADD(FIVE, SUM)"), int(8, Int));
        assert_eq!(ev("TWICE(TWICE(3))"), int(12, Int));
        assert_eq!(ev("TWICE(1 + 1)"), int(3, Int));
        assert_eq!(ev("ID(ID(ID(5)))"), int(5, Int));
        assert_eq!(ev("ID()"), Err(EvalError::Empty));
        assert_eq!(ev("ZERO()"), int(0, Int));
        assert_eq!(ev("ZERO ( )"), int(0, Int));
        assert_eq!(ev("FIRST(1, 2, 3)"), int(1, Int));
        assert_eq!(ev("FIRST(7)"), int(7, Int));
        assert_eq!(ev("FIRST()"), Err(EvalError::Empty));
        assert_eq!(ev("VA(1 + 2)"), int(3, Int));
        assert_eq!(ev("VA()"), Err(EvalError::Empty));
        assert!(is_unsupported(ev("VA(1, 2)")));
        assert_eq!(ev("COUNT()"), int(0, Int));
        assert_eq!(ev("COUNT(a)"), int(1, Int));
        assert_eq!(ev("COUNT(a, b)"), int(2, Int));
        assert_eq!(ev("COUNT(a, (b, c), d)"), int(3, Int));
        assert_eq!(ev("REC(1)"), Err(EvalError::UnknownIdent("REC".into())));
        for bad in [
            "ADD(1)",
            "ADD(1, 2, 3)",
            "ADD(1, 2",
            "ZERO(1)",
            "ADD(1, (2)",
        ] {
            assert!(is_syntax(ev(bad)), "{bad}: {:?}", ev(bad));
        }
        assert!(is_syntax(ev("HASH_NOPARAM(1)")));
        assert!(is_unsupported(ev("OPT(1)")));
    }

    #[test]
    fn stringize_and_paste() {
        assert_eq!(ev("STR(MAJOR)"), string(b"MAJOR"));
        assert_eq!(ev("XSTR(MAJOR)"), string(b"1"));
        assert_eq!(ev(r#"XSTR(MAJOR) "." XSTR(MINOR)"#), string(b"1.2"));
        assert_eq!(ev("XSTR(BIG)"), string(b"18446744073709551615ULL"));
        assert_eq!(ev("XSTR(GREETING)"), string(b"\"hi\""));
        assert_eq!(ev("XSTR(U64_MAX)"), string(b"~0ULL"));
        assert_eq!(ev("STR()"), string(b""));
        assert_eq!(ev("STR(a + b)"), string(b"a+b"));
        assert_eq!(ev("STR(unsigned int)"), string(b"unsigned int"));
        assert_eq!(ev("STR(f(a, b))"), string(b"f(a, b)"));
        assert_eq!(ev(r#"STR("q")"#), string(b"\"q\""));
        assert_eq!(ev(r#"STR('\n')"#), string(b"'\\n'"));
        assert_eq!(ev(r#"STR("a\\b")"#), string(b"\"a\\\\b\""));
        assert_eq!(ev("CAT(12, 34)"), int(1234, Int));
        assert_eq!(ev("CAT(0x, 1F)"), int(31, Int));
        assert_eq!(ev("CAT(1, UL)"), int(1, ULong));
        assert_eq!(ev("CAT(, 5)"), int(5, Int));
        assert_eq!(ev("CAT(5, )"), int(5, Int));
        assert_eq!(ev("CAT(,)"), Err(EvalError::Empty));
        assert_eq!(ev("CAT3(1, , 2)"), int(12, Int));
        assert_eq!(ev("CAT3(0x, F, F)"), int(255, Int));
        assert_eq!(ev("CAT(-1, 2)"), int(-12, Int));
        assert!(is_syntax(ev("CAT(1 +, 2)")));
        assert_eq!(ev("CAT(1 + 1, 2)"), int(13, Int));
        assert_eq!(
            ev("CAT(<, <) 1"),
            Err(EvalError::Syntax("unexpected `<<`".into()))
        );
        assert_eq!(ev("1 CAT(<, <) 3"), int(8, Int));
        assert_eq!(ev("CAT(FI, VE)"), int(5, Int));
        assert_eq!(ev("CAT(L, 'a')"), int(97, Int));
        assert_eq!(ev("CAT(u8, \"a\")"), string(b"a"));
        assert!(is_syntax(ev("CAT(1, +)")));
        assert!(is_syntax(ev("CAT(+, 1)")));
        assert!(is_syntax(ev("CAT(., .)")));
        assert!(is_unsupported(ev("CAT(+, +)")));
        assert!(is_unsupported(ev("ID(CAT)(FIVE, 1)")) || ev("ID(CAT)(FIVE, 1)").is_err());
    }

    #[test]
    fn limits() {
        let nest = |n: usize, inner: &str| format!("{}{}{}", "(".repeat(n), inner, ")".repeat(n));
        assert_eq!(ev(&nest(200, "1")), int(1, Int));
        assert_eq!(ev(&nest(300, "1")), Err(EvalError::TooComplex));
        assert_eq!(ev(&format!("{}1", "- ".repeat(200))), int(1, Int));
        assert_eq!(
            ev(&format!("{}1", "- ".repeat(300))),
            Err(EvalError::TooComplex)
        );
        assert_eq!(
            ev(&format!("{}1", "(int)".repeat(300))),
            Err(EvalError::TooComplex)
        );
        assert_eq!(
            ev(&format!("{}1{}", "1 ? ".repeat(300), " : 0".repeat(300))),
            Err(EvalError::TooComplex)
        );
        assert_eq!(ev(&format!("{}1", "1 + ".repeat(2000))), int(2001, Int));
        assert_eq!(
            ev(&format!("{}1", "1 + ".repeat(2100))),
            Err(EvalError::TooComplex)
        );
        // Right-nested binary operators recurse.
        let right = format!("{}1{}", "1 + (".repeat(120), ")".repeat(120));
        assert_eq!(ev(&right), int(121, Int));

        // Exponential object-like expansion.
        let mut env = Env::default().raw("A0", "1");
        for i in 1..=20 {
            env = env.raw(&format!("A{i}"), &format!("(A{} + A{})", i - 1, i - 1));
        }
        assert_eq!(evaluate(&lex("A5"), &env, &DataModel::LP64), int(32, Int));
        assert_eq!(
            evaluate(&lex("A20"), &env, &DataModel::LP64),
            Err(EvalError::TooComplex)
        );
        // The same with evaluated values is cheap.
        let env = Env::default().value(
            "V",
            MacroValue::Int {
                value: 1 << 19,
                ty: Int,
            },
        );
        assert_eq!(
            evaluate(&lex("V + V"), &env, &DataModel::LP64),
            int(1 << 20, Int)
        );

        // Long chains of object-like macros.
        let mut env = Env::default();
        for i in 0..100 {
            env = env.raw(&format!("C{i}"), &format!("C{}", i + 1));
        }
        env = env.raw("C100", "7");
        assert_eq!(evaluate(&lex("C50"), &env, &DataModel::LP64), int(7, Int));
        assert_eq!(
            evaluate(&lex("C0"), &env, &DataModel::LP64),
            Err(EvalError::TooComplex)
        );

        // Deeply nested macro arguments.
        let nested = |n: usize| format!("{}5{}", "ID(".repeat(n), ")".repeat(n));
        assert_eq!(ev(&nested(30)), int(5, Int));
        assert_eq!(ev(&nested(100)), Err(EvalError::TooComplex));

        // Too many tokens straight away.
        assert_eq!(ev(&"1 ".repeat(5000)), Err(EvalError::TooComplex));

        // A function-like macro whose expansion grows without bound.
        let env = Env::default()
            .func("G", "x", "G(x x)")
            .func("H", "x", "x x x x");
        let r = evaluate(&lex("H(H(H(H(H(H(H(1)))))))"), &env, &DataModel::LP64);
        assert_eq!(r, Err(EvalError::TooComplex));
    }

    #[test]
    fn hostile_inputs_terminate_quickly() {
        let start = std::time::Instant::now();
        let env = Env::default()
            .func("F", "x", "x x")
            .func("f", "x", "x f")
            .func("P", "x", "Q(x x)")
            .func("Q", "x", "P(x x)")
            .func("S", "x", "#x #x #x #x")
            .func("K", "a, b", "a ## b ## a ## b")
            .raw("O", "O O O O")
            .raw("W", "F(W) F(W)");
        let srcs = [
            format!("{}1{}", "F(".repeat(40), ")".repeat(40)),
            format!("f{}", "(1)".repeat(1300)),
            "P(1)".to_owned(),
            "O".to_owned(),
            "W".to_owned(),
            format!("S({})", "x ".repeat(4000)),
            format!("{}1{}", "S(".repeat(60), ")".repeat(60)),
            format!("{}1{}", "K(".repeat(60), ", 2)".repeat(60)),
            format!("F({})", "(".repeat(4000)),
            "( ".repeat(4096),
            "1 ? ".repeat(2048),
        ];
        for src in &srcs {
            // Only termination matters here (some of these are even valid).
            let _ = evaluate(&lex(src), &env, &DataModel::LP64);
        }
        assert!(
            start.elapsed() < std::time::Duration::from_secs(20),
            "{:?}",
            start.elapsed()
        );
    }

    #[test]
    fn limits_within_small_stack() {
        // The deepest accepted expressions must not need much stack, even in debug builds.
        let handle = std::thread::Builder::new()
            .stack_size(1 << 20)
            .spawn(|| {
                let mut results = Vec::new();
                let srcs = [
                    format!("{}1{}", "(".repeat(255), ")".repeat(255)),
                    format!("{}1", "- ".repeat(255)),
                    format!("{}1{}", "1 + (".repeat(127), ")".repeat(127)),
                    format!("{}1{}", "1 || (0 && (".repeat(85), "))".repeat(85)),
                    format!("{}1", "(int)".repeat(255)),
                    format!("{}5{}", "ID(".repeat(63), ")".repeat(63)),
                ];
                for s in &srcs {
                    results.push(ev(s).is_ok() || ev(s) == Err(EvalError::TooComplex));
                }
                results
            })
            .unwrap();
        assert!(handle.join().unwrap().into_iter().all(|ok| ok));
    }

    #[test]
    fn rust_types() {
        use RustInt::*;
        let u32max = i128::from(u32::MAX);
        let i32min = i128::from(i32::MIN);
        let i32max = i128::from(i32::MAX);
        let i64max = i128::from(i64::MAX);
        assert_eq!(rust_int_type(0, false, false), U32);
        assert_eq!(rust_int_type(u32max, false, false), U32);
        assert_eq!(rust_int_type(u32max + 1, false, false), U64);
        assert_eq!(rust_int_type(-1, false, false), I32);
        assert_eq!(rust_int_type(i32min, false, false), I32);
        assert_eq!(rust_int_type(i32min - 1, false, false), I64);
        assert_eq!(rust_int_type(0, true, false), I32);
        assert_eq!(rust_int_type(i32max, true, false), I32);
        assert_eq!(rust_int_type(i32max + 1, true, false), I64);
        assert_eq!(rust_int_type(i64max, true, false), I64);
        assert_eq!(rust_int_type(i64max + 1, true, false), U64);
        assert_eq!(rust_int_type(-1, true, false), I32);
        assert_eq!(rust_int_type(i32min - 1, true, false), I64);
        assert_eq!(rust_int_type(255, false, true), U8);
        assert_eq!(rust_int_type(256, false, true), U16);
        assert_eq!(rust_int_type(65535, false, true), U16);
        assert_eq!(rust_int_type(65536, false, true), U32);
        assert_eq!(rust_int_type(u32max + 1, false, true), U64);
        assert_eq!(rust_int_type(-1, false, true), I8);
        assert_eq!(rust_int_type(-128, false, true), I8);
        assert_eq!(rust_int_type(-129, false, true), I16);
        assert_eq!(rust_int_type(-32769, false, true), I32);
        assert_eq!(rust_int_type(i32min - 1, false, true), I64);
        assert_eq!(rust_int_type(127, true, true), I8);
        assert_eq!(rust_int_type(128, true, true), I16);
        assert_eq!(rust_int_type(32768, true, true), I32);
        assert_eq!(rust_int_type(i32max + 1, true, true), I64);
        assert_eq!(rust_int_type(i128::from(u64::MAX), true, true), U64);
        assert!(fits_rust(i128::from(u64::MAX)));
        assert!(!fits_rust(i128::from(u64::MAX) + 1));
        assert!(fits_rust(i128::from(i64::MIN)));
        assert!(!fits_rust(i128::from(i64::MIN) - 1));
    }

    #[test]
    fn errors_display() {
        assert_eq!(
            EvalError::UnknownIdent("X".into()).to_string(),
            "unknown identifier `X`"
        );
        assert!(!EvalError::TooComplex.to_string().is_empty());
        assert_eq!(CInt::Long.bits(&DataModel::ILP32), 32);
        assert!(CInt::Char.is_signed(&DataModel::LP64));
        assert!(!CInt::ULong.is_signed(&DataModel::LP64));
    }

    /// A small xorshift generator; deterministic so failures reproduce.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            let mut x = self.0;
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            self.0 = x;
            x
        }
        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
        fn pick<'b>(&mut self, items: &[&'b str]) -> &'b str {
            items[self.below(items.len())]
        }
    }

    #[test]
    fn fuzz_random_tokens() {
        let vocab: &[&str] = &[
            "0",
            "1",
            "7",
            "-",
            "+",
            "*",
            "/",
            "%",
            "<<",
            ">>",
            "<",
            ">",
            "<=",
            ">=",
            "==",
            "!=",
            "&",
            "^",
            "|",
            "&&",
            "||",
            "?",
            ":",
            "(",
            ")",
            "(",
            ")",
            ",",
            "~",
            "!",
            "#",
            "##",
            "...",
            "2147483647",
            "0x80000000",
            "0xFFFFFFFFFFFFFFFFULL",
            "18446744073709551615",
            "1e308",
            "0x1p-1074",
            "1.5",
            ".5",
            "0.0",
            "'a'",
            r"'\xff'",
            "'ab'",
            r#""s""#,
            r#"L"w""#,
            "sizeof",
            "int",
            "unsigned",
            "long",
            "char",
            "short",
            "_Bool",
            "__int128",
            "double",
            "void",
            "struct",
            "const",
            "uint64_t",
            "size_t",
            "__extension__",
            "defined",
            "FIVE",
            "BIG",
            "SUM",
            "SELF",
            "PING",
            "U64_MAX",
            "ADD",
            "CAT",
            "CAT3",
            "STR",
            "XSTR",
            "ID",
            "TWICE",
            "COUNT",
            "FIRST",
            "VA",
            "REC",
            "ZERO",
            "BIT",
            "OPT",
            "HASH_NOPARAM",
            "EMPTY",
            "GREETING",
            "LETTER",
            "HALF",
            "__VA_ARGS__",
            "x",
            "1U",
            "1LL",
            "077",
            "0b11",
            "08",
            "1.5.1",
            "0x1p",
            "'",
            "\"",
            r"'\u00e9'",
            "u8'a'",
            "U'a'",
            "(int)",
            "-1",
            "64",
            "127",
            "128",
            "31",
            "32",
            "63",
        ];
        let env = std_env();
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        // MACRO_EVAL_FUZZ_ROUNDS / MACRO_EVAL_FUZZ_SEED allow longer runs by hand.
        let env_num = |k: &str| std::env::var(k).ok().and_then(|v| v.parse::<u64>().ok());
        let rounds = env_num("MACRO_EVAL_FUZZ_ROUNDS").unwrap_or(20_000);
        rng.0 ^= env_num("MACRO_EVAL_FUZZ_SEED").unwrap_or(0);
        for round in 0..rounds {
            let len = 1 + if round % 50 == 0 {
                rng.below(300)
            } else {
                rng.below(24)
            };
            let toks: Vec<Tok> = (0..len).flat_map(|_| lex(rng.pick(vocab))).collect();
            let dm = if round % 3 == 0 {
                DataModel::ILP32
            } else {
                DataModel::LP64
            };
            let _ = evaluate(&toks, &env, &dm);
        }
    }

    #[test]
    fn fuzz_random_literals() {
        let chars: Vec<char> = "0123456789abcdefxXpPeE+-.uUlL'\"\\ né?".chars().collect();
        let mut rng = Rng(12345);
        for _ in 0..20_000 {
            let len = 1 + rng.below(24);
            let text: String = (0..len).map(|_| chars[rng.below(chars.len())]).collect();
            let _ = literal::parse_literal(&text, &DataModel::LP64);
            let tok = Tok {
                kind: TokKind::Literal,
                text,
            };
            let _ = evaluate(&[tok], &Env::default(), &DataModel::LP64);
        }
    }

    #[test]
    fn fuzz_hostile_data_models() {
        let env = std_env();
        for long_bits in [0, 1, 7, 16, 200, u32::MAX] {
            for pointer_bits in [0, 8, 200] {
                let dm = DataModel {
                    long_bits,
                    pointer_bits,
                    char_signed: long_bits % 2 == 0,
                };
                for src in [
                    "~0UL",
                    "-1L < 0U",
                    "(long)-1 >> 3",
                    "sizeof(long) + sizeof(void*)",
                    "1L << 5",
                    "(size_t)-1",
                ] {
                    let _ = evaluate(&lex(src), &env, &dm);
                }
            }
        }
    }
    // ---- differential testing against a C compiler ----

    /// Macros shared by the generated C file and the evaluator's environment.
    const DIFF_MACROS: &[(&str, &str, &str)] = &[
        ("ADD", "a, b", "((a) + (b))"),
        ("TWICE", "x", "x * 2"),
        ("ID", "x", "x"),
        ("CAT", "a, b", "a ## b"),
        ("U32", "c", "c ## U"),
        ("L64", "c", "c ## LL"),
    ];
    const DIFF_OBJECTS: &[(&str, &str)] = &[
        ("RAW_SUM", "1 + 2"),
        ("RAW_MAX", "~0U"),
        ("RAW_NEG", "-1"),
        ("RAW_PAREN", "(RAW_SUM * 2)"),
        ("RAW_HEX", "0x10"),
        ("RAW_MIX", "RAW_NEG - RAW_SUM"),
        ("RAW_CAST", "(unsigned char)RAW_NEG"),
    ];

    const DIFF_TYPES: &[&str] = &[
        "char",
        "signed char",
        "unsigned char",
        "short",
        "unsigned short",
        "int",
        "unsigned",
        "long",
        "unsigned long",
        "long long",
        "unsigned long long",
        "_Bool",
        "int8_t",
        "uint8_t",
        "int16_t",
        "uint16_t",
        "int32_t",
        "uint32_t",
        "int64_t",
        "uint64_t",
        "size_t",
        "intptr_t",
        "uintptr_t",
        "ptrdiff_t",
    ];

    /// With `values`, object-like macros are also evaluated in order and their
    /// values offered, the way the real caller does.
    fn diff_env(values: bool, dm: &DataModel) -> Env {
        let mut env = Env::default();
        for (name, params, body) in DIFF_MACROS {
            env = env.func(name, params, body);
        }
        for (name, body) in DIFF_OBJECTS {
            env = env.raw(name, body);
        }
        if values {
            for (name, body) in DIFF_OBJECTS {
                let v = evaluate(&lex(body), &env, dm).unwrap();
                env = env.value(name, v);
            }
        }
        env
    }

    fn gen_number(rng: &mut Rng) -> String {
        const VALUES: &[u64] = &[
            0,
            1,
            2,
            3,
            5,
            7,
            8,
            15,
            16,
            31,
            32,
            63,
            64,
            100,
            127,
            128,
            255,
            256,
            1000,
            32767,
            32768,
            65535,
            65536,
            2147483647,
            2147483648,
            4294967295,
            4294967296,
            9223372036854775807,
            9223372036854775808,
            18446744073709551615,
        ];
        let v = if rng.below(3) == 0 {
            rng.next() % 40
        } else {
            VALUES[rng.below(VALUES.len())]
        };
        let digits = match rng.below(4) {
            0 => format!("{v:#x}"),
            1 if v != 0 => format!("0{v:o}"),
            _ => v.to_string(),
        };
        let suffix = rng.pick(&[
            "", "", "", "u", "U", "l", "L", "ul", "lu", "ll", "LL", "ull", "LLU",
        ]);
        format!("{digits}{suffix}")
    }

    fn gen_expr(rng: &mut Rng, depth: u32) -> String {
        if depth == 0 || rng.below(4) == 0 {
            return match rng.below(12) {
                0 => rng
                    .pick(&["'a'", r"'\xff'", r"'\0'", r"'\x7f'", "'ab'", r"'\377'"])
                    .to_owned(),
                1 => format!(
                    "sizeof({})",
                    rng.pick(&["int", "long", "void *", "short", "long long", "char"])
                ),
                2 => DIFF_OBJECTS[rng.below(DIFF_OBJECTS.len())].0.to_owned(),
                3 => format!(
                    "{}({})",
                    rng.pick(&["U32", "L64"]),
                    rng.next() % 3_000_000_000
                ),
                4 => format!(
                    "CAT({}, {})",
                    rng.next() % 100,
                    rng.pick(&["U", "UL", "LL", "", "0"])
                ),
                _ => gen_number(rng),
            };
        }
        let sub = |rng: &mut Rng| gen_expr(rng, depth - 1);
        match rng.below(14) {
            0 => {
                let op = rng.pick(&["-", "~", "!", "+"]);
                format!("({op}{})", sub(rng))
            }
            1 => {
                let ty = rng.pick(DIFF_TYPES);
                format!("(({ty}){})", sub(rng))
            }
            2 => format!("({} ? {} : {})", sub(rng), sub(rng), sub(rng)),
            3 => {
                let op = rng.pick(&["<<", ">>"]);
                let count = if rng.below(2) == 0 {
                    (rng.next() % 66).to_string()
                } else {
                    gen_number(rng)
                };
                format!("({} {op} {count})", sub(rng))
            }
            4 => format!("ADD({}, {})", sub(rng), sub(rng)),
            5 => format!("TWICE({})", sub(rng)),
            6 => format!("ID({})", sub(rng)),
            _ => {
                let op = rng.pick(&[
                    "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&", "^", "|", "&&",
                    "||",
                ]);
                format!("({} {op} {})", sub(rng), sub(rng))
            }
        }
    }

    fn c_type_name(ty: CInt) -> &'static str {
        match ty {
            Bool => "_Bool",
            Char => "char",
            SChar => "signed char",
            UChar => "unsigned char",
            Short => "short",
            UShort => "unsigned short",
            Int => "int",
            UInt => "unsigned int",
            Long => "long",
            ULong => "unsigned long",
            LongLong => "long long",
            ULongLong => "unsigned long long",
            Int128 => "__int128",
            UInt128 => "unsigned __int128",
        }
    }

    fn c_prelude(with_std_headers: bool) -> String {
        let mut c = String::new();
        if with_std_headers {
            c.push_str("#include <stdio.h>\n#include <stdint.h>\n#include <stddef.h>\n");
        } else {
            for (name, ty) in [
                ("int8_t", "__INT8_TYPE__"),
                ("uint8_t", "__UINT8_TYPE__"),
                ("int16_t", "__INT16_TYPE__"),
                ("uint16_t", "__UINT16_TYPE__"),
                ("int32_t", "__INT32_TYPE__"),
                ("uint32_t", "__UINT32_TYPE__"),
                ("int64_t", "__INT64_TYPE__"),
                ("uint64_t", "__UINT64_TYPE__"),
                ("size_t", "__SIZE_TYPE__"),
                ("intptr_t", "__INTPTR_TYPE__"),
                ("uintptr_t", "__UINTPTR_TYPE__"),
                ("ptrdiff_t", "__PTRDIFF_TYPE__"),
            ] {
                c.push_str(&format!("typedef {ty} {name};\n"));
            }
        }
        for (name, params, body) in DIFF_MACROS {
            c.push_str(&format!("#define {name}({params}) {body}\n"));
        }
        for (name, body) in DIFF_OBJECTS {
            c.push_str(&format!("#define {name} {body}\n"));
        }
        c.push_str(
            "#define TYPE_NAME(e) _Generic((e), _Bool: \"_Bool\", char: \"char\", \
             signed char: \"signed char\", unsigned char: \"unsigned char\", short: \"short\", \
             unsigned short: \"unsigned short\", int: \"int\", unsigned int: \"unsigned int\", \
             long: \"long\", unsigned long: \"unsigned long\", long long: \"long long\", \
             unsigned long long: \"unsigned long long\")\n",
        );
        c
    }

    /// Generates `count` expressions that evaluate here, with their results.
    fn gen_cases(rng: &mut Rng, count: usize, dm: &DataModel) -> Vec<(String, i128, CInt)> {
        let envs = [diff_env(false, dm), diff_env(true, dm)];
        let mut cases = Vec::new();
        let mut tries = 0;
        while cases.len() < count && tries < count * 20 {
            tries += 1;
            let depth = 1 + rng.below(4) as u32;
            let src = gen_expr(rng, depth);
            let env = &envs[tries % 2];
            if let Ok(MacroValue::Int { value, ty }) = evaluate(&lex(&src), env, dm) {
                cases.push((src, value, ty));
            }
        }
        cases
    }

    fn find_c_compiler() -> Option<&'static str> {
        ["clang", "cc"].into_iter().find(|cc| {
            std::process::Command::new(cc)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        })
    }

    fn scratch_path(name: &str) -> std::path::PathBuf {
        std::env::temp_dir().join(format!("macro-eval-{}-{name}", std::process::id()))
    }

    /// LP64: compile and run a program that prints the type and value of each expression.
    fn differential_lp64(cc: &str, rng: &mut Rng, count: usize) -> Option<(usize, Vec<String>)> {
        let cases = gen_cases(rng, count, &DataModel::LP64);
        let mut c = c_prelude(true);
        c.push_str("int main(void) {\n");
        for (src, _, _) in &cases {
            c.push_str(&format!(
                "  printf(\"%s \", TYPE_NAME({src})); if ((({src}) * 0 - 1) > 0) printf(\"%llu\\n\", \
                 (unsigned long long)({src})); else printf(\"%lld\\n\", (long long)({src}));\n"
            ));
        }
        c.push_str("  return 0;\n}\n");
        let (c_path, exe) = (scratch_path("lp64.c"), scratch_path("lp64"));
        std::fs::write(&c_path, c).unwrap();
        let build = std::process::Command::new(cc)
            .args(["-std=c11", "-w", "-fwrapv", "-O0", "-o"])
            .arg(&exe)
            .arg(&c_path)
            .output()
            .unwrap();
        if !build.status.success() {
            let _ = std::fs::remove_file(&c_path);
            let stderr = String::from_utf8_lossy(&build.stderr);
            // Missing system headers or linker: an environment problem, not a finding.
            if stderr.contains("file not found")
                || stderr.contains("No such file")
                || stderr.contains("linker")
            {
                return None;
            }
            panic!("{stderr}");
        }
        let run = std::process::Command::new(&exe).output().unwrap();
        let _ = std::fs::remove_file(&c_path);
        let _ = std::fs::remove_file(&exe);
        let out = String::from_utf8_lossy(&run.stdout).into_owned();
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), cases.len());
        if std::env::var_os("MACRO_EVAL_DIFF_VERBOSE").is_some() {
            for ((src, _, _), line) in cases.iter().zip(&lines).take(40) {
                eprintln!("{src}  =>  {line}");
            }
        }
        let mut mismatches = Vec::new();
        for ((src, value, ty), line) in cases.iter().zip(lines) {
            let mine = format!("{} {value}", c_type_name(*ty));
            if mine != line {
                mismatches.push(format!("{src}: evaluator `{mine}`, C `{line}`"));
            }
        }
        Some((cases.len(), mismatches))
    }

    /// ILP32: static assertions checked by clang for an i386 target (nothing is run).
    fn differential_ilp32(rng: &mut Rng, count: usize) -> (usize, Vec<String>) {
        let cases = gen_cases(rng, count, &DataModel::ILP32);
        let mut c = c_prelude(false);
        let first_line = c.lines().count() + 1;
        for (src, value, ty) in &cases {
            let t = c_type_name(*ty);
            let lit = if *value < 0 {
                format!("({}LL - 1)", value + 1)
            } else {
                format!("{value}ULL")
            };
            c.push_str(&format!(
                "_Static_assert(_Generic(({src}), {t}: 1, default: 0) && ({src}) == ({t})({lit}), \"\");\n"
            ));
        }
        let c_path = scratch_path("ilp32.c");
        std::fs::write(&c_path, c).unwrap();
        let check = std::process::Command::new("clang")
            .args([
                "-target",
                "i386-pc-linux-gnu",
                "-std=c11",
                "-fsyntax-only",
                "-ferror-limit=0",
                "-w",
            ])
            .arg(&c_path)
            .output()
            .unwrap();
        let _ = std::fs::remove_file(&c_path);
        let stderr = String::from_utf8_lossy(&check.stderr).into_owned();
        if std::env::var_os("MACRO_EVAL_DIFF_VERBOSE").is_some() {
            eprintln!(
                "ILP32: {} cases, clang status {:?}\n{stderr}",
                cases.len(),
                check.status
            );
            for (src, v, t) in cases.iter().take(10) {
                eprintln!("{src}  =>  {t:?} {v}");
            }
        }
        let mut mismatches = Vec::new();
        for line in stderr.lines().filter(|l| l.contains(": error: ")) {
            let n: usize = line
                .split(':')
                .nth(1)
                .and_then(|n| n.parse().ok())
                .unwrap_or(0);
            let src = n
                .checked_sub(first_line)
                .and_then(|k| cases.get(k))
                .map_or("?", |c| c.0.as_str());
            mismatches.push(format!("{src}: {line}"));
        }
        (cases.len(), mismatches)
    }

    #[test]
    fn differential_against_c_compiler() {
        let Some(cc) = find_c_compiler() else {
            eprintln!("no C compiler found; skipping the differential test");
            return;
        };
        // MACRO_EVAL_DIFF_CASES / MACRO_EVAL_DIFF_SEED allow longer runs by hand.
        let env_num = |k: &str| std::env::var(k).ok().and_then(|v| v.parse::<u64>().ok());
        let count = env_num("MACRO_EVAL_DIFF_CASES").unwrap_or(500) as usize;
        let mut rng = Rng(env_num("MACRO_EVAL_DIFF_SEED").unwrap_or(0xD1FF_E4E7_1A1C_0DE5) | 1);
        // The compiled program runs on the host, whose ABI must be the one
        // `DataModel::LP64` and the typedef table describe (char signed,
        // int64_t = long).
        if cfg!(all(target_os = "linux", target_arch = "x86_64")) {
            match differential_lp64(cc, &mut rng, count) {
                Some((n, bad)) => {
                    assert!(n * 10 >= count * 9, "only {n} cases generated");
                    assert!(
                        bad.is_empty(),
                        "{} of {n} LP64 mismatches:\n{}",
                        bad.len(),
                        bad.join("\n")
                    );
                }
                None => eprintln!("the C compiler cannot build programs here; skipping LP64"),
            }
        }
        if cc == "clang" {
            let (n, bad) = differential_ilp32(&mut rng, count * 3 / 5);
            assert!(
                bad.is_empty(),
                "{} of {n} ILP32 mismatches:\n{}",
                bad.len(),
                bad.join("\n")
            );
        }
    }
}
