// On x86_64 (the host the goldens assume) `va_list` is an array of one
// `__va_list_tag`, so as a parameter it is a pointer, in functions and in
// function-pointer types.
#include <stdarg.h>

int log_message(int level, const char *fmt, va_list ap);
typedef int (*log_sink)(void *ctx, const char *fmt, va_list args);
struct logger {
    log_sink sink;
    void (*flush)(va_list pending);
};
void set_sink(log_sink sink);
void direct(__builtin_va_list ap);
