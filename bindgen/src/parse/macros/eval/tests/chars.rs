//! Character constants: plain, multi-character and prefixed.
use super::*;

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
    // Prefixed constants: a whole body stays a character constant (upstream
    // emits it as a `u8` when it fits); in arithmetic it has its C type.
    assert_eq!(ev("L'a'"), wide(97, Int));
    assert_eq!(ev("(L'a')"), wide(97, Int));
    assert_eq!(ev(r"L'\xffffffff'"), wide(-1, Int));
    assert_eq!(ev(r"u'\xffff'"), wide(65535, UShort));
    assert_eq!(ev(r"U'\xffffffff'"), wide(U32MAX, UInt));
    assert_eq!(ev("u8'a'"), wide(97, UChar));
    assert_eq!(ev(r"U'\u00e9'"), wide(0xE9, UInt));
    assert_eq!(ev("L'é'"), wide(0xE9, Int));
    assert_eq!(ev("L'a' + 0"), int(97, Int));
    assert_eq!(ev("U'0' - 49"), int(U32MAX, UInt));
    assert_eq!(ev("u'a' + 0"), int(97, Int));
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
