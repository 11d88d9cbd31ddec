// bindgen-flags: --allowlist-file '.*allowlist_file_unbound_fns\.h'

/* Functions that are never bound (static inline, inline without
 * --generate-inline-functions) are still items of the allowlisted file:
 * the types their signatures name come along, even from another file
 * (`va_list` from <stdarg.h>). */
#include <stdarg.h>

typedef struct { int level; } log_cfg;

static inline int log_write(const log_cfg *cfg, const char *fmt, va_list ap) {
    (void)cfg;
    (void)fmt;
    (void)ap;
    return 0;
}

inline unsigned long log_hash(unsigned long seed) { return seed * 31; }

int log_open(const char *path);
