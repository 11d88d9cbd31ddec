// The exact-width and pointer-sized names of <stdint.h>/<stddef.h>, declared
// by the header itself: they map to Rust integers by name, as when they come
// from the system headers (a signed `uintptr_t` included).
typedef signed char int8_t;
typedef unsigned char uint8_t;
typedef short int16_t;
typedef unsigned short uint16_t;
typedef int int32_t;
typedef int uint32_t;
typedef long long int64_t;
typedef unsigned long uint64_t;
typedef long intptr_t;
typedef long uintptr_t;
typedef unsigned long size_t;
typedef long ssize_t;
typedef long ptrdiff_t;

struct own_widths {
    int8_t a;
    uint8_t b;
    int16_t c;
    uint16_t d;
    int32_t e;
    uint32_t f;
    int64_t g;
    uint64_t h;
    intptr_t i;
    uintptr_t j;
    size_t k;
    ssize_t l;
    ptrdiff_t m;
};

size_t own_copy(uint8_t *dst, const uint8_t *src, size_t n, ssize_t *written);
