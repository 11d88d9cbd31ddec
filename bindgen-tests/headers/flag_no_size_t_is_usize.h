// bindgen-flags: --no-size_t-is-usize
#include <stddef.h>
size_t length(const char *s);
// Only size_t is affected: the other pointer-sized names stay isize/usize.
ptrdiff_t distance(const char *a, const char *b);
