// bindgen-flags: -- -std=c++20

/* C++20's char8_t has no libclang type kind (it is reported unexposed);
   upstream binds it as u8 in fields, pointers, typedefs, parameters,
   and returns. (An array of char8_t makes upstream panic, and upstream
   names the layout test of an instantiation over char8_t by an internal
   id, so neither is written here.) */
typedef char8_t Utf8Unit;

struct Utf8Span {
    const char8_t *start;
    char8_t first;
    Utf8Unit last;
    volatile char8_t *cursor;
};

char8_t utf8_first(const char8_t *text, unsigned long len);
