// bindgen-flags: --blocklist-file '.*stdarg\.h'

/* The implicit `__builtin_va_list` and `struct __va_list_tag` have no file
 * of their own: they belong to the file of the declaration that first names
 * them, here `va_list` in <stdarg.h>, so blocklisting that file leaves them
 * out too. */
#include <stdarg.h>

struct tally {
    int count;
    const char *label;
};

int tally_add(struct tally *t, int n);
