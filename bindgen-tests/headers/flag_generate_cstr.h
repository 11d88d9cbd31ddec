// bindgen-flags: --generate-cstr
#define GREETING "hello"
#define WITH_NUL "a\0b"
const char *const NAME = "name";
