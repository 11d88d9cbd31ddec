// bindgen-flags: --blocklist-type max_align_t
// wchar_t comes from <stddef.h> as a platform typedef.
#include <stddef.h>

struct wide_text {
    wchar_t first;
    const wchar_t *rest;
};
