//! The data every macro stage shares: preprocessing tokens, the C integer types and
//! data model, evaluated values, evaluation errors and the lookup of earlier definitions.
//!
//! A leaf: the lexer, the expander, the literal reader and the evaluator all build on it,
//! and it imports none of them.

use std::fmt;

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

#[allow(dead_code)] // the named models document the two data models and serve the tests
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
    pub(crate) fn size_type(&self) -> CInt {
        if self.pointer_bits <= 32 {
            CInt::UInt
        } else if self.long_bits >= self.pointer_bits {
            CInt::ULong
        } else {
            CInt::ULongLong
        }
    }

    /// The type of `int64_t`.
    pub(crate) fn int64_type(&self) -> CInt {
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
    pub(crate) fn rank(self) -> u8 {
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

    pub(crate) fn to_unsigned(self) -> CInt {
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
    pub(crate) fn promote(self) -> CInt {
        if self.rank() < 3 {
            CInt::Int
        } else {
            self
        }
    }
}

/// Usual arithmetic conversions for two integer operands (C11 6.3.1.8).
pub(crate) fn common_type(a: CInt, b: CInt, dm: &DataModel) -> CInt {
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
    /// A prefixed character constant (`L'x'`, `u'x'`, `U'x'`, `u8'x'`) that
    /// forms the whole body, with the value and type C gives it. Upstream
    /// emits one whose value fits a byte as a `u8`, like a plain `'x'`.
    WideChar {
        /// The value.
        value: i128,
        /// Its C type (`wchar_t`, `char16_t`, `char32_t` or `unsigned char`).
        ty: CInt,
    },
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
    fn function(&self, name: &str) -> Option<&FnMacro>;
    /// Raw body of an object-like macro that has no value of its own.
    fn object_tokens(&self, name: &str) -> Option<&[Tok]>;
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
