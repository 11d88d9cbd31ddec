//! Turns one C literal token (integer, floating, character or string) into a typed value.

use super::model::{CInt, DataModel, EvalError};

/// The value of a single literal token.
#[derive(Clone, Debug, PartialEq)]
pub enum Lit {
    /// An integer constant (also prefixed or multi-character character constants).
    /// `bits` is the value reduced to the width of `ty`.
    Int {
        /// The value's bits.
        bits: u128,
        /// Its C type.
        ty: CInt,
    },
    /// A floating constant; every floating type is carried as `f64`.
    Float(f64),
    /// A plain character constant holding exactly one byte, e.g. `'x'`.
    Char(u8),
    /// A narrow string literal, without the terminating NUL.
    Str(Vec<u8>),
}

fn syntax(msg: &str) -> EvalError {
    EvalError::Syntax(msg.to_owned())
}

fn unsupported(msg: &str) -> EvalError {
    EvalError::Unsupported(msg.to_owned())
}

/// Parses the spelling of a literal token.
pub fn parse_literal(text: &str, dm: &DataModel) -> Result<Lit, EvalError> {
    let first = *text
        .as_bytes()
        .first()
        .ok_or_else(|| syntax("empty literal"))?;
    if first.is_ascii_digit() || first == b'.' {
        return parse_number(text, dm);
    }
    let q = text
        .find(['\'', '"'])
        .ok_or_else(|| syntax(&format!("`{text}` is not a literal")))?;
    let (prefix, rest) = text.split_at(q);
    let quote = if rest.starts_with('"') { '"' } else { '\'' };
    if rest.len() < 2 || !rest.ends_with(quote) {
        return Err(syntax("unterminated literal"));
    }
    let inner = &rest[1..rest.len() - 1];
    if !matches!(prefix, "" | "L" | "u" | "U" | "u8") {
        return Err(syntax(&format!("unknown literal prefix `{prefix}`")));
    }
    if quote == '\'' {
        parse_char(prefix, inner, dm)
    } else {
        parse_string(prefix, inner).map(Lit::Str)
    }
}

/// Is this literal spelling a character constant with an encoding prefix
/// (`L'x'`, `u'x'`, `U'x'`, `u8'x'`)?
pub fn is_prefixed_char(text: &str) -> bool {
    text.ends_with('\'')
        && !text.starts_with(['\'', '.'])
        && !text.starts_with(|c: char| c.is_ascii_digit())
}

/// Is this literal spelling a string literal (of any prefix)?
pub fn is_string_literal(text: &str) -> bool {
    text.ends_with('"') && !text.starts_with(|c: char| c.is_ascii_digit() || c == '.')
}

/// Parses the characters between the quotes of a string literal.
pub fn parse_string(prefix: &str, inner: &str) -> Result<Vec<u8>, EvalError> {
    match prefix {
        "" | "u8" => {
            let units = decode(inner, '"', Mode::Utf8, 0xFF)?;
            // Every unit is at most 0xFF here, so the narrowing is exact.
            Ok(units.into_iter().map(|u| u as u8).collect())
        }
        _ => Err(unsupported("wide string literal")),
    }
}

fn parse_char(prefix: &str, inner: &str, dm: &DataModel) -> Result<Lit, EvalError> {
    let (ty, max, mode) = match prefix {
        "" => {
            let units = decode(inner, '\'', Mode::Ascii, 0xFF)?;
            return match units.len() {
                0 => Err(syntax("empty character constant")),
                1 => Ok(Lit::Char(units[0] as u8)),
                _ => {
                    // Multi-character constant: bytes folded big-endian into an int,
                    // keeping only the last four (what GCC and Clang do).
                    let v = units.iter().fold(0u32, |acc, &u| (acc << 8) | (u & 0xFF));
                    Ok(Lit::Int {
                        bits: u128::from(v),
                        ty: CInt::Int,
                    })
                }
            };
        }
        // wchar_t is a 32-bit int on the Unix targets bindgen usually serves.
        "L" => (CInt::Int, 0xFFFF_FFFF, Mode::CodePoints),
        "u" => (CInt::UShort, 0xFFFF, Mode::CodePoints),
        "U" => (CInt::UInt, 0xFFFF_FFFF, Mode::CodePoints),
        _ => (CInt::UChar, 0xFF, Mode::Utf8),
    };
    let units = decode(inner, '\'', mode, max)?;
    match units.as_slice() {
        [] => Err(syntax("empty character constant")),
        [u] => {
            let w = ty.bits(dm).clamp(1, 128);
            let mask = if w >= 128 {
                u128::MAX
            } else {
                (1u128 << w) - 1
            };
            Ok(Lit::Int {
                bits: u128::from(*u) & mask,
                ty,
            })
        }
        _ => Err(unsupported("multi-character wide character constant")),
    }
}

/// How characters written in the source (or as `\u` names) become code units.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Plain character constants: only ASCII characters fit.
    Ascii,
    /// Narrow strings: UTF-8 bytes.
    Utf8,
    /// Wide constants: one code point per unit.
    CodePoints,
}

/// Decodes the text between the quotes into code units; numeric escapes above
/// `unit_max` are rejected.
fn decode(inner: &str, quote: char, mode: Mode, unit_max: u32) -> Result<Vec<u32>, EvalError> {
    let mut out = Vec::with_capacity(inner.len());
    let push_char = |out: &mut Vec<u32>, c: char| -> Result<(), EvalError> {
        match mode {
            Mode::Utf8 => {
                let mut buf = [0u8; 4];
                out.extend(c.encode_utf8(&mut buf).bytes().map(u32::from));
            }
            _ if (mode == Mode::Ascii && !c.is_ascii()) || u32::from(c) > unit_max => {
                return Err(unsupported("character too large for its type"));
            }
            _ => out.push(u32::from(c)),
        }
        Ok(())
    };
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        if c == quote || c == '\n' {
            return Err(syntax("malformed literal"));
        }
        if c != '\\' {
            push_char(&mut out, c)?;
            continue;
        }
        let e = chars
            .next()
            .ok_or_else(|| syntax("backslash at end of literal"))?;
        let unit = match e {
            'n' => 10,
            't' => 9,
            'r' => 13,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' | 'E' => 27,
            '0'..='7' => {
                let mut v = u32::from(e) - u32::from('0');
                for _ in 0..2 {
                    match chars.peek().and_then(|d| d.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                v
            }
            'x' => {
                let mut v: u32 = 0;
                let mut n = 0;
                while let Some(d) = chars.peek().and_then(|d| d.to_digit(16)) {
                    v = v
                        .checked_mul(16)
                        .and_then(|v| v.checked_add(d))
                        .ok_or_else(|| unsupported("hex escape sequence out of range"))?;
                    n += 1;
                    chars.next();
                }
                if n == 0 {
                    return Err(syntax("\\x used with no following hex digits"));
                }
                v
            }
            'u' | 'U' => {
                let n = if e == 'u' { 4 } else { 8 };
                let mut cp: u32 = 0;
                for _ in 0..n {
                    let d = chars
                        .next()
                        .and_then(|d| d.to_digit(16))
                        .ok_or_else(|| syntax("incomplete universal character name"))?;
                    cp = (cp << 4) | d;
                }
                if cp < 0xA0 && !matches!(cp, 0x24 | 0x40 | 0x60) {
                    return Err(syntax("invalid universal character name"));
                }
                let ch =
                    char::from_u32(cp).ok_or_else(|| syntax("invalid universal character name"))?;
                push_char(&mut out, ch)?;
                continue;
            }
            // `\\ \' \" \?` and unknown escapes (which compilers accept with a
            // warning) stand for the character itself.
            other => {
                push_char(&mut out, other)?;
                continue;
            }
        };
        if unit > unit_max {
            return Err(unsupported("escape sequence out of range"));
        }
        out.push(unit);
    }
    Ok(out)
}

fn parse_number(text: &str, dm: &DataModel) -> Result<Lit, EvalError> {
    if text.contains('\'') {
        return Err(unsupported("digit separators"));
    }
    let b = text.as_bytes();
    let prefixed = |c: u8| b.len() >= 2 && b[0] == b'0' && (b[1] | 0x20) == c;
    let hex = prefixed(b'x');
    let bin = prefixed(b'b');
    if hex {
        if text[2..].contains(['.', 'p', 'P']) {
            return parse_hex_float(&text[2..]);
        }
    } else if !bin && text.contains(['.', 'e', 'E']) {
        return parse_dec_float(text);
    }
    parse_int(text, hex, bin, dm)
}

fn parse_int(text: &str, hex: bool, bin: bool, dm: &DataModel) -> Result<Lit, EvalError> {
    let b = text.as_bytes();
    let (radix, start) = if hex {
        (16u32, 2)
    } else if bin {
        (2, 2)
    } else if b.first() == Some(&b'0') {
        (8, 1)
    } else {
        (10, 0)
    };
    let len = b[start..]
        .iter()
        .take_while(|c| {
            if hex {
                c.is_ascii_hexdigit()
            } else {
                c.is_ascii_digit()
            }
        })
        .count();
    let digits = &text[start..start + len];
    if digits.is_empty() && radix != 8 {
        return Err(syntax(&format!("invalid integer literal `{text}`")));
    }
    let mut value: u128 = 0;
    for c in digits.chars() {
        let d = c
            .to_digit(radix)
            .ok_or_else(|| syntax(&format!("invalid digit in `{text}`")))?;
        value = value * u128::from(radix) + u128::from(d);
        if value > u128::from(u64::MAX) {
            return Err(unsupported("integer literal is too large"));
        }
    }
    let (unsigned, longs) = parse_suffix(&text[start + len..])
        .ok_or_else(|| syntax(&format!("invalid suffix on integer literal `{text}`")))?;
    let ty = literal_type(value, radix == 10, unsigned, longs, dm)
        .ok_or_else(|| unsupported("integer literal is too large"))?;
    Ok(Lit::Int { bits: value, ty })
}

/// Splits an integer suffix into (has `u`, number of `l`s).
fn parse_suffix(s: &str) -> Option<(bool, u8)> {
    let mut rest = s;
    let mut unsigned = false;
    let mut longs = 0;
    if let Some(r) = rest.strip_prefix(['u', 'U']) {
        unsigned = true;
        rest = r;
    }
    if let Some(r) = rest.strip_prefix("ll").or_else(|| rest.strip_prefix("LL")) {
        longs = 2;
        rest = r;
    } else if let Some(r) = rest.strip_prefix(['l', 'L']) {
        longs = 1;
        rest = r;
    }
    if !unsigned {
        if let Some(r) = rest.strip_prefix(['u', 'U']) {
            unsigned = true;
            rest = r;
        }
    }
    rest.is_empty().then_some((unsigned, longs))
}

/// First type of the C11 6.4.4.1 candidate list that can hold `value`.
fn literal_type(
    value: u128,
    decimal: bool,
    unsigned: bool,
    longs: u8,
    dm: &DataModel,
) -> Option<CInt> {
    use CInt::*;
    let candidates: &[CInt] = match (unsigned, longs, decimal) {
        (false, 0, true) => &[Int, Long, LongLong],
        (false, 0, false) => &[Int, UInt, Long, ULong, LongLong, ULongLong],
        (true, 0, _) => &[UInt, ULong, ULongLong],
        (false, 1, true) => &[Long, LongLong],
        (false, 1, false) => &[Long, ULong, LongLong, ULongLong],
        (true, 1, _) => &[ULong, ULongLong],
        (false, _, true) => &[LongLong],
        (false, _, false) => &[LongLong, ULongLong],
        (true, _, _) => &[ULongLong],
    };
    let fits = |ty: CInt| {
        let w = ty.bits(dm).clamp(1, 128);
        let max_bits = if ty.is_signed(dm) { w - 1 } else { w };
        max_bits >= 128 || value < (1u128 << max_bits)
    };
    candidates
        .iter()
        .copied()
        .find(|&t| fits(t))
        // Too big for every signed candidate: Clang falls back to unsigned long long.
        .or_else(|| fits(ULongLong).then_some(ULongLong))
}

fn parse_dec_float(text: &str) -> Result<Lit, EvalError> {
    let body = text.strip_suffix(['f', 'F', 'l', 'L']).unwrap_or(text);
    let bad = || syntax(&format!("invalid floating literal `{text}`"));
    let b = body.as_bytes();
    let digits = |mut i: usize| {
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        i
    };
    let int_end = digits(0);
    let int_part = &body[..int_end];
    let mut i = int_end;
    let mut frac = "";
    if b.get(i) == Some(&b'.') {
        let end = digits(i + 1);
        frac = &body[i + 1..end];
        i = end;
    }
    if int_part.is_empty() && frac.is_empty() {
        return Err(bad());
    }
    let mut exp = "0";
    if matches!(b.get(i), Some(b'e' | b'E')) {
        let start = i + 1;
        let mut j = start;
        if matches!(b.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        let end = digits(j);
        if end == j {
            return Err(bad());
        }
        exp = &body[start..end];
        i = end;
    }
    if i != b.len() {
        return Err(bad());
    }
    let norm = format!(
        "{}.{}e{}",
        if int_part.is_empty() { "0" } else { int_part },
        if frac.is_empty() { "0" } else { frac },
        exp
    );
    norm.parse::<f64>().map(Lit::Float).map_err(|_| bad())
}

/// Parses a hexadecimal floating constant; `s` is the text after `0x`.
fn parse_hex_float(s: &str) -> Result<Lit, EvalError> {
    let bad = || syntax(&format!("invalid hexadecimal floating literal `0x{s}`"));
    let b = s.as_bytes();
    let mut mant: u64 = 0;
    let mut exp_adj: i64 = 0;
    let mut sticky = false;
    let mut ndigits = 0;
    let mut seen_dot = false;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'.' && !seen_dot {
            seen_dot = true;
        } else if let Some(d) = char::from(c).to_digit(16) {
            ndigits += 1;
            if mant < (1u64 << 56) {
                mant = (mant << 4) | u64::from(d);
                if seen_dot {
                    exp_adj -= 4;
                }
            } else {
                sticky |= d != 0;
                if !seen_dot {
                    exp_adj += 4;
                }
            }
        } else {
            break;
        }
        i += 1;
    }
    if ndigits == 0 || !matches!(b.get(i), Some(b'p' | b'P')) {
        return Err(bad());
    }
    i += 1;
    let negative = match b.get(i) {
        Some(b'-') => {
            i += 1;
            true
        }
        Some(b'+') => {
            i += 1;
            false
        }
        _ => false,
    };
    let start = i;
    let mut exp: i64 = 0;
    while let Some(d) = b.get(i).filter(|c| c.is_ascii_digit()) {
        exp = (exp * 10 + i64::from(d - b'0')).min(1 << 20);
        i += 1;
    }
    if i == start {
        return Err(bad());
    }
    if i < b.len() && !(i + 1 == b.len() && matches!(b[i], b'f' | b'F' | b'l' | b'L')) {
        return Err(bad());
    }
    if sticky {
        mant |= 1;
    }
    let e = if negative { -exp } else { exp } + exp_adj;
    Ok(Lit::Float(scale2(mant as f64, e)))
}

/// `x * 2^e` without intermediate overflow for the exponents that matter.
fn scale2(mut x: f64, mut e: i64) -> f64 {
    if x == 0.0 {
        return 0.0;
    }
    while e > 0 {
        let step = e.min(1000);
        x *= 2f64.powi(step as i32);
        e -= step;
        if x.is_infinite() {
            return x;
        }
    }
    while e < 0 {
        let step = (-e).min(1000);
        x /= 2f64.powi(step as i32);
        e += step;
        if x == 0.0 {
            return x;
        }
    }
    x
}
