// bindgen-flags: --use-distinct-char16-t --raw-line "pub type bindgen_cchar16_t = u16;"
// `char16_t` as its own type with `--use-distinct-char16-t`.

char16_t next_unit(const char16_t *units, int at);
struct Utf16Buffer {
  char16_t units[8];
  int used;
};
