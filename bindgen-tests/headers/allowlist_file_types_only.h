// bindgen-flags: --generate types --allowlist-file '.*allowlist_file_types_only\.h'

/* With --generate types the functions of an allowlisted file are not
 * emitted, but the types their signatures name are, even from another
 * file (`va_list`). */
#include <stdarg.h>

struct sink { int fd; };

int sink_printf(struct sink *s, const char *fmt, va_list ap);
