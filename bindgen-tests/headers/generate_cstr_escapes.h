// bindgen-flags: --generate-cstr
// C-string literals are spelled as upstream spells them: UTF-8 text as
// characters, control characters as \u{..}, other bytes as \xFF.
#define HIGH_BYTES "\xff\x01"
#define ACCENTED "caf\u00e9"
#define TABBED "col\tcol\n"
#define QUOTED "say \"hi\" \\ bye"
#define ESCAPE_DEL "\x7f\x1b"
