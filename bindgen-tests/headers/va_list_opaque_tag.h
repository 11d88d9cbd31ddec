// bindgen-flags: --allowlist-function 'vl_.*' --allowlist-type 'vl_.*' --opaque-type 'va_list|__builtin_va_list'
// A `va_list` parameter is spelled `*mut __va_list_tag` on x86-64 also when
// `va_list` itself is made opaque; the struct is emitted so that the
// declaration compiles (upstream leaves it out: E0412).
#include <stdarg.h>

void vl_log(const char *fmt, va_list ap);

struct vl_sink {
    int level;
    void (*write)(void *ctx, const char *fmt, va_list ap);
};
