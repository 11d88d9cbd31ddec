// bindgen-flags: -- --target=aarch64-unknown-linux-gnu
// On aarch64 `va_list` is a struct: it is passed by value, as the C ABI does.
#include <stdarg.h>

int log_message(int level, const char *fmt, va_list ap);
typedef int (*log_sink)(void *ctx, const char *fmt, va_list args);
struct logger {
    log_sink sink;
    void (*flush)(va_list pending);
};
void set_sink(log_sink sink);
void direct(__builtin_va_list ap);
