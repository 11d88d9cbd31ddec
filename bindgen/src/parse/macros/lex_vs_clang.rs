//! The lexer against `clang_tokenize`: every macro of a set of system headers
//! and of an edge-case header of ours must lex to clang's tokens (kinds and
//! spellings), or be handed back to clang.

use super::lex::{lex_definition, LexMode};
use super::read::{lexed_definition, tok_kind};
use crate::clang::{self, Index, TokenKind, TranslationUnit};
use crate::parse::cursor_facts::source_loc;
use std::collections::HashMap;

const EDGE_CASES: &str = r#"
#define SPLICED_NAME_AND_BODY (1 + \
    2)
#define SPLICE_WITH_SPACE 3 \   
    + 4
#define COMMENTED /* a */ 5 /* b
   still b */ + 6 // tail
#define DIGRAPHS <: :> <% %> %: %:%:
#define LITERALS L'a' u'b' U'c' L"w" u"x" U"y" u8"z" "esc\"aped" '\''
#define NUMBERS 0x1fULL 1.5e+3f .5 1e-2L 0b101 07 1.p+3 0x1.8p-2
#define OPERATORS a->b ... <<= >>= && || ## # != == ++ -- ? :
#define KEYWORDS unsigned long int sizeof _Alignof __typeof__ typeof asm __attribute__ bool
#define FN_LIKE(a, b) ((a) + (b))
#define NOT_FN_LIKE (a) (a)
#define EMPTY
#define TRAILING_DOT a.b.c
#define DOLLAR_IDENT $x x$y
#define STRINGIZE(x) #x
#define PASTE(a, b) a ## b
#define VARIADIC(...) __VA_ARGS__
#define SPLICED_BEFORE_PARAMS\
(a) a
#define SPLI\
CED_NAME 7
"#;

const SYSTEM_HEADERS: &[&str] = &[
    "stdio.h",
    "stdlib.h",
    "string.h",
    "stdint.h",
    "inttypes.h",
    "limits.h",
    "float.h",
    "errno.h",
    "signal.h",
    "fcntl.h",
    "math.h",
    "pthread.h",
    "termios.h",
    "sys/socket.h",
    "sys/ioctl.h",
    "netinet/in.h",
    "linux/input.h",
    "linux/if_ether.h",
    "linux/ethtool.h",
    "linux/bpf.h",
];

#[test]
fn lexer_matches_clang_tokenize() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lex_edge_cases.h");
    let mut text = EDGE_CASES.to_string();
    for h in SYSTEM_HEADERS {
        if ["/usr/include/", "/usr/include/x86_64-linux-gnu/"]
            .iter()
            .any(|d| std::path::Path::new(&format!("{d}{h}")).exists())
        {
            text.push_str(&format!("#include <{h}>\n"));
        }
    }
    std::fs::write(&path, &text).unwrap();
    let index = Index::new().unwrap();
    let tu = TranslationUnit::parse(
        &index,
        path.to_str().unwrap(),
        &[],
        &[],
        clang::CXTranslationUnit_DetailedPreprocessingRecord,
    )
    .unwrap();
    let mode = LexMode::for_args(&[]).unwrap();
    let mut files = HashMap::new();
    let (mut lexed, mut handed_back) = (0, Vec::new());
    for c in tu.cursor().children() {
        if c.kind() != clang::CXCursor_MacroDefinition || c.is_macro_builtin() {
            continue;
        }
        let want: Vec<(super::model::TokKind, String)> = tu
            .tokens(c)
            .into_iter()
            .filter(|t| t.kind != TokenKind::Comment)
            .map(|t| (tok_kind(t.kind), without_splices(&t.spelling)))
            .collect();
        match lexed_definition(&tu, c, mode, &mut files) {
            Some((toks, loc, function_like)) => {
                let got: Vec<_> = toks.into_iter().map(|t| (t.kind, t.text)).collect();
                assert_eq!(got, want, "tokens of {}", c.spelling());
                // libclang answers from the macro's state at the end of the
                // input, so a function-like macro `#undef`d later reads as
                // object-like there; the text (`(` right after the name) is
                // what C itself decides by.
                if c.is_macro_function_like() {
                    assert!(function_like, "{} is function-like", c.spelling());
                }
                if ["NOT_FN_LIKE", "FN_LIKE"].contains(&c.spelling().as_str()) {
                    assert_eq!(function_like, c.spelling() == "FN_LIKE");
                }
                assert_eq!(loc, source_loc(c), "position of {}", c.spelling());
                lexed += 1;
            }
            // Predefined macros have no file to read; clang answers for them.
            None if source_loc(c).file.is_empty() => {}
            None => handed_back.push(c.spelling()),
        }
    }
    // The edge cases alone hold two dozen macros; the system headers thousands.
    let floor = if text.contains("<stdio.h>") { 1000 } else { 20 };
    assert!(lexed > floor, "only {lexed} macros lexed");
    assert!(
        handed_back.len() * 100 <= lexed,
        "too many macros left to clang: {handed_back:?}"
    );
}

/// clang spells a token that starts right after a line splice with the splice
/// (`"\\\n}"`); the lexer gives what the C preprocessor sees (`"}"`).
fn without_splices(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find('\\') {
        out.push_str(&rest[..i]);
        let after = rest[i + 1..].trim_start_matches([' ', '\t']);
        rest = after
            .strip_prefix("\r\n")
            .or_else(|| after.strip_prefix('\n'))
            .unwrap_or_else(|| {
                out.push('\\');
                &rest[i + 1..]
            });
    }
    out.push_str(rest);
    out
}

#[test]
fn lexer_refuses_text_it_cannot_reproduce() {
    let mode = LexMode::for_args(&[]).unwrap();
    assert!(lex_definition(b"X \xc3\xa9", mode).is_none());
}
