// bindgen-flags: --no-size_t-is-usize --must-use-type 'size_t|const_ssize_t'
// With --no-size_t-is-usize `size_t` is a typedef: a pattern matches its
// name, and clang's spelling of a return type (`const_ssize_t`) is that of
// no built-in type.
#include <stddef.h>
typedef long ssize_t;

size_t measure(const char *s);
const ssize_t signed_measure(const char *s);
ssize_t unmarked(const char *s);
