// bindgen-flags: --blocklist-type max_align_t
// size_t and ptrdiff_t become usize and isize.
#include <stddef.h>

struct slice {
    void *ptr;
    size_t len;
    ptrdiff_t stride;
};

size_t byte_count(const void *p, size_t n);
