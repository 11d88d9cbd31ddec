// A const pointer to a string literal becomes a byte-string constant.
const char *const greeting = "hello";
