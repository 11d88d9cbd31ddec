// bindgen-flags: --no-size_t-is-usize
#include <stddef.h>
size_t length(const char *s);
