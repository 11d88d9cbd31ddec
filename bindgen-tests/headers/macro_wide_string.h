// String literals of wide character types (wchar_t, char16_t, char32_t)
// have no constant: a byte string would not be the array C has.
// UTF-8 and plain strings, and wide character constants, are kept.
#define WSTR_PLAIN "plain"
#define WSTR_UTF8 u8"utf-eight"
#define WSTR_WIDE L"wide"
#define WSTR_UTF16 u"sixteen"
#define WSTR_UTF32 U"thirty-two"
#define WSTR_CAT "narrow" L"wide"
#define WSTR_WCHAR L'w'
