// Character constants with an encoding prefix, as headers written for wide
// APIs define them. One whose value fits a byte is a `u8`, like a plain
// 'x' (upstream's rule), also in parentheses and through another macro; in
// arithmetic it keeps its C type (char32_t is unsigned).
#define PCH_WIDE_SEP L'/'
#define PCH_WIDE_NL L'\n'
#define PCH_WIDE_HIGH L'\xfe'
#define PCH_UTF16_DOT u'.'
#define PCH_UTF32_COLON U':'
#define PCH_PAREN ((L'='))
#define PCH_ALIAS PCH_WIDE_SEP
#define PCH_PLAIN 'k'
#define PCH_CHAR32_MINUS (U'0' - 49)
