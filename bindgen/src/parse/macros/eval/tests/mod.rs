//! Tests of the macro evaluator: exact values, C rules, limits, fuzzing, and a differential run against clang.
use super::*;
use crate::parse::macros::model::FnMacro;
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
            "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
            "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##",
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
    fn function(&self, name: &str) -> Option<&FnMacro> {
        self.fns.get(name)
    }
    fn object_tokens(&self, name: &str) -> Option<&[Tok]> {
        self.raw.get(name).map(Vec::as_slice)
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

/// A prefixed character constant forming the whole body.
fn wide(value: i128, ty: CInt) -> Result<MacroValue, EvalError> {
    Ok(MacroValue::WideChar { value, ty })
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
        "1 +", "(1", "1)", "()", "1 2", "* ", "1 ? 2", "1 ? 2 :", "int", "1 = 2", "1 += 2", "x[0]",
        "#", "1 ## 2",
    ] {
        let r = ev(bad);
        assert!(
            matches!(
                r,
                Err(EvalError::Syntax(_) | EvalError::Unsupported(_) | EvalError::UnknownIdent(_))
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
    assert_eq!(ev("CAT(L, 'a')"), wide(97, Int));
    assert_eq!(ev("CAT(u8, \"a\")"), string(b"a"));
    assert!(is_syntax(ev("CAT(1, +)")));
    assert!(is_syntax(ev("CAT(+, 1)")));
    assert!(is_syntax(ev("CAT(., .)")));
    assert!(is_unsupported(ev("CAT(+, +)")));
    assert!(is_unsupported(ev("ID(CAT)(FIVE, 1)")) || ev("ID(CAT)(FIVE, 1)").is_err());
}

/// A small xorshift generator; deterministic so failures reproduce.
pub(super) struct Rng(u64);

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

mod chars;
mod differential;
mod fuzz;
mod limits;
