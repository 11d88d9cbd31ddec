// bindgen-flags: --enable-function-attribute-detection
// With attribute detection `_Noreturn` functions return `!` too.
void fatal(const char *why) __attribute__((noreturn));
__attribute__((__noreturn__)) void halt(void);
_Noreturn void quit(int status);
typedef void (*abort_fn)(int code) __attribute__((noreturn));
void install_abort(void (*handler)(int) __attribute__((noreturn)));
