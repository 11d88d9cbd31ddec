//! Lexes the text of a `#define` into preprocessing tokens, as clang's
//! `clang_tokenize` would, without a round trip through libclang per macro.
//!
//! Reading 30,000 definitions through `clang_tokenize` (one call per macro,
//! then one `CXString` per token) was a quarter of a big header's run. The
//! definition's bytes are already in memory (clang's file buffer), and the
//! grammar of preprocessing tokens is small. Anything this lexer does not
//! reproduce exactly — non-ASCII bytes, trigraphs, universal character names,
//! raw strings, digit separators, `u8` character literals, stray characters,
//! unterminated literals or comments — makes it answer `None`, and the caller
//! asks clang for that macro instead. Comments are dropped (the evaluator
//! never sees them). A differential test compares both on system headers.

use super::model::{Tok, TokKind};

/// Language facts that change how C text lexes (C++ is left to clang).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct LexMode {
    /// GNU modes (clang's default, `-std=gnu11`): `asm` and `typeof` are keywords.
    pub gnu_keywords: bool,
}

impl LexMode {
    /// The mode for these clang arguments, or `None` when they select a
    /// language this lexer does not model (C++, Objective-C, C89, MS or
    /// Borland extensions, trigraphs, …).
    pub(crate) fn for_args(args: &[String]) -> Option<LexMode> {
        // The language the input is read as (the last `-x`, as the parse
        // decides C or C++ by it).
        if crate::parse::inputs::language_arg(args).is_some_and(|l| l != "c") {
            return None;
        }
        let mut mode = LexMode { gnu_keywords: true };
        for a in args {
            let a = a.as_str();
            if let Some(std) = a.strip_prefix("-std=").or(a.strip_prefix("--std=")) {
                mode.gnu_keywords = match std {
                    "gnu99" | "gnu9x" | "gnu11" | "gnu1x" | "gnu17" | "gnu18" | "gnu2x" => true,
                    "c99" | "c9x" | "c11" | "c1x" | "c17" | "c18" | "c2x" | "iso9899:1999"
                    | "iso9899:2011" | "iso9899:2017" | "iso9899:2018" => false,
                    _ => return None,
                };
            } else if ["-std", "--std", "-ansi", "-trigraphs"].contains(&a)
                || [
                    "-fms-",
                    "-fdeclspec",
                    "-fborland",
                    "-fgnu-keywords",
                    "-fno-gnu-keywords",
                    "-fblocks",
                    "-fdollars",
                    "-fno-dollars",
                    "-fdigraphs",
                    "-fno-digraphs",
                    "-fobjc",
                    "-ObjC",
                    "-fopencl",
                    "-cl-",
                    "-fcuda",
                    "-fsycl",
                    "-fzvector",
                    "-faltivec",
                    "-fdouble-square",
                ]
                .iter()
                .any(|p| a.starts_with(p))
            {
                return None;
            }
        }
        Some(mode)
    }
}

/// The tokens of `src` (a definition from its name to its last token), or
/// `None` when clang should be asked instead.
pub(crate) fn lex_definition(src: &[u8], mode: LexMode) -> Option<Vec<Tok>> {
    if src.iter().any(|&b| b >= 0x80 || b == 0) || has_trigraph(src) {
        return None;
    }
    let spliced;
    let text = if src.contains(&b'\\') {
        spliced = remove_splices(src)?;
        spliced.as_str()
    } else {
        std::str::from_utf8(src).ok()?
    };
    let b = text.as_bytes();
    let mut out = Vec::with_capacity(8);
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c) {
            i += 1;
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            let close = find(&b[i + 2..], b"*/")?;
            i += 2 + close + 2;
        } else if c == b'/' && b.get(i + 1) == Some(&b'/') {
            i = b[i..]
                .iter()
                .position(|&x| x == b'\n')
                .map_or(b.len(), |n| i + n);
        } else {
            let (kind, len) = token_at(b, i)?;
            let spelling = &text[i..i + len];
            let kind = match kind {
                TokKind::Ident if is_keyword(spelling, mode) => TokKind::Keyword,
                k => k,
            };
            out.push(Tok {
                kind,
                text: spelling.to_owned(),
            });
            i += len;
        }
    }
    Some(out)
}

/// `??=` and friends: clang replaces them only in strict ISO modes, so their
/// meaning depends on flags this lexer does not see.
fn has_trigraph(src: &[u8]) -> bool {
    src.contains(&b'?')
        && src
            .windows(3)
            .any(|w| w[0] == b'?' && w[1] == b'?' && b"=(/)'<!>-".contains(&w[2]))
}

/// Joins lines ended by a backslash (clang also accepts spaces between the
/// backslash and the newline). A backslash anywhere else is left for
/// `token_at` to refuse.
fn remove_splices(src: &[u8]) -> Option<String> {
    let mut out = Vec::with_capacity(src.len());
    let mut i = 0;
    while i < src.len() {
        if src[i] == b'\\' {
            let mut j = i + 1;
            while j < src.len() && matches!(src[j], b' ' | b'\t') {
                j += 1;
            }
            match (src.get(j), src.get(j + 1)) {
                (Some(b'\r'), Some(b'\n')) => {
                    i = j + 2;
                    continue;
                }
                (Some(b'\n' | b'\r'), _) => {
                    i = j + 1;
                    continue;
                }
                // A backslash at the very end of the extent.
                (None, _) => return None,
                _ => {}
            }
        }
        out.push(src[i]);
        i += 1;
    }
    String::from_utf8(out).ok()
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'$'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$'
}

/// Kind and length of the token starting at `b[i]`.
fn token_at(b: &[u8], i: usize) -> Option<(TokKind, usize)> {
    let c = b[i];
    if is_ident_start(c) {
        let len = b[i..].iter().take_while(|&&x| is_ident_char(x)).count();
        let word = &b[i..i + len];
        let next = b.get(i + len).copied();
        if matches!(next, Some(b'\'' | b'"')) {
            match (word, next) {
                (b"L" | b"u" | b"U", _) | (b"u8", Some(b'"')) => {
                    let lit = quoted_len(b, i + len)?;
                    return Some((TokKind::Literal, len + lit));
                }
                // `u8'x'` (C2x/C++17 only), raw strings (`R"..."`, C++).
                (b"u8", _) => return None,
                _ => {}
            }
        }
        return Some((TokKind::Ident, len));
    }
    if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)) {
        return number_len(b, i).map(|n| (TokKind::Literal, n));
    }
    if c == b'\'' || c == b'"' {
        return quoted_len(b, i).map(|n| (TokKind::Literal, n));
    }
    punct_len(b, i).map(|n| (TokKind::Punct, n))
}

/// A pp-number: digits, letters, `_`, `.`, and a sign after an exponent letter.
fn number_len(b: &[u8], start: usize) -> Option<usize> {
    let mut i = start + 1;
    while i < b.len() {
        let c = b[i];
        let signed_exponent =
            matches!(c, b'+' | b'-') && matches!(b[i - 1], b'e' | b'E' | b'p' | b'P');
        if signed_exponent || c.is_ascii_alphanumeric() || c == b'_' || c == b'.' {
            i += 1;
        } else if c == b'$' {
            // A dollar sign inside a number: leave to clang.
            return None;
        } else {
            break;
        }
    }
    Some(i - start)
}

/// Length of the character or string literal whose quote is at `b[q]`.
fn quoted_len(b: &[u8], q: usize) -> Option<usize> {
    let quote = b[q];
    let mut i = q + 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'\n' | b'\r' => return None,
            c if c == quote => return Some(i + 1 - q),
            _ => i += 1,
        }
    }
    None
}

/// Punctuators, longest first within each leading character.
const PUNCTUATORS: &[&str] = &[
    "%:%:", "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
    "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", "<:", ":>", "<%", "%>", "%:", "[", "]",
    "(", ")", "{", "}", ".", "&", "*", "+", "-", "~", "!", "/", "%", "<", ">", "^", "|", "?", ":",
    ";", "=", ",", "#",
];

fn punct_len(b: &[u8], i: usize) -> Option<usize> {
    let rest = &b[i..];
    if rest.starts_with(b"::") {
        // One token or two depending on the C standard in use.
        return None;
    }
    let first = rest[0];
    PUNCTUATORS
        .iter()
        .find(|p| p.as_bytes()[0] == first && rest.starts_with(p.as_bytes()))
        .map(|p| p.len())
}

/// Whether clang reports `word` as a keyword rather than an identifier.
pub(crate) fn is_keyword(word: &str, mode: LexMode) -> bool {
    // Every keyword starts with a lowercase letter or `_` (most macro names
    // and their arguments start with a capital: no search for them).
    if !word.starts_with(|c: char| c.is_ascii_lowercase() || c == '_') {
        return false;
    }
    C_KEYWORDS.binary_search(&word).is_ok()
        || (mode.gnu_keywords && (word == "asm" || word == "typeof"))
}

/// Keywords of C with GNU extensions (clang's default C mode), sorted.
pub(crate) const C_KEYWORDS: &[&str] = &[
    "_Alignas",
    "_Alignof",
    "_Atomic",
    "_Bool",
    "_Complex",
    "_Generic",
    "_Imaginary",
    "_Noreturn",
    "_Static_assert",
    "_Thread_local",
    "__alignof",
    "__alignof__",
    "__asm",
    "__asm__",
    "__attribute",
    "__attribute__",
    "__builtin_offsetof",
    "__builtin_types_compatible_p",
    "__builtin_va_arg",
    "__complex",
    "__complex__",
    "__const",
    "__const__",
    "__extension__",
    "__imag",
    "__imag__",
    "__inline",
    "__inline__",
    "__int128",
    "__label__",
    "__real",
    "__real__",
    "__restrict",
    "__restrict__",
    "__signed",
    "__signed__",
    "__thread",
    "__typeof",
    "__typeof__",
    "__volatile",
    "__volatile__",
    "auto",
    "break",
    "case",
    "char",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extern",
    "float",
    "for",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "register",
    "restrict",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "struct",
    "switch",
    "typedef",
    "union",
    "unsigned",
    "void",
    "volatile",
    "while",
];

#[cfg(test)]
mod tests {
    use super::*;

    const GNU: LexMode = LexMode { gnu_keywords: true };

    fn lex(s: &str) -> Vec<(TokKind, String)> {
        lex_definition(s.as_bytes(), GNU)
            .unwrap()
            .into_iter()
            .map(|t| (t.kind, t.text))
            .collect()
    }

    #[test]
    fn tables_are_sorted_for_binary_search() {
        assert!(C_KEYWORDS.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn splits_a_definition_into_tokens() {
        use TokKind::*;
        let got = lex("MASK(x) ((x) <<= 0x1fUL) /* c */ ## L'a' u8\"s\" ...1.5e+3f");
        let want: Vec<(TokKind, &str)> = vec![
            (Ident, "MASK"),
            (Punct, "("),
            (Ident, "x"),
            (Punct, ")"),
            (Punct, "("),
            (Punct, "("),
            (Ident, "x"),
            (Punct, ")"),
            (Punct, "<<="),
            (Literal, "0x1fUL"),
            (Punct, ")"),
            (Punct, "##"),
            (Literal, "L'a'"),
            (Literal, "u8\"s\""),
            (Punct, "..."),
            (Literal, "1.5e+3f"),
        ];
        let want: Vec<(TokKind, String)> = want.into_iter().map(|(k, s)| (k, s.into())).collect();
        assert_eq!(got, want);
    }

    #[test]
    fn joins_spliced_lines_and_skips_comments() {
        let got = lex("X (1 + \\\n  2) // tail \\\n still comment");
        let texts: Vec<&str> = got.iter().map(|(_, s)| s.as_str()).collect();
        assert_eq!(texts, ["X", "(", "1", "+", "2", ")"]);
        let got = lex("Y ab\\\ncd");
        assert_eq!(got[1], (TokKind::Ident, "abcd".to_string()));
    }

    #[test]
    fn keywords_depend_on_the_language() {
        assert_eq!(lex("T unsigned")[1].0, TokKind::Keyword);
        assert_eq!(lex("T bool")[1].0, TokKind::Ident);
        assert_eq!(lex("T typeof")[1].0, TokKind::Keyword);
        let strict = LexMode::for_args(&["-std=c11".to_string()]).unwrap();
        let toks = lex_definition(b"T typeof", strict).unwrap();
        assert_eq!(toks[1].kind, TokKind::Ident);
        for args in [
            &["-xc++"][..],
            &["-x", "c++"],
            &["-std=c89"],
            &["-fms-extensions"],
        ] {
            let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
            assert_eq!(LexMode::for_args(&args), None, "{args:?}");
        }
    }

    #[test]
    fn refuses_what_clang_must_decide() {
        for src in [
            "A 'unterminated",
            "A \"x",
            "A /* open",
            "A \u{e9}",
            "A ??=",
            "A \\u00e9",
            "A u8'a'",
            "A @",
            "A `",
            "A a::b",
            "A 1$",
            "A \\",
        ] {
            assert!(lex_definition(src.as_bytes(), GNU).is_none(), "{src}");
        }
    }
}
