// bindgen-flags: --must-use-type size_t
// `size_t` becomes `usize`, and a pattern of --must-use-type still matches
// a function returning it.
#include <stddef.h>
typedef long ssize_t;

size_t measure(const char *s);
ssize_t unmarked(const char *s);
