// bindgen-flags: --use-core --ctypes-prefix=::core::ffi --no-size_t-is-usize
// <stdint.h> names declared by the header under --use-core and a ctypes
// prefix: the mapped ones are Rust integers (no prefix), the ones of another
// width and size_t (with --no-size_t-is-usize) are typedefs of prefixed C types.
typedef unsigned char uint8_t;
typedef long long int64_t;
typedef unsigned long uintptr_t;
typedef unsigned long size_t;
typedef int int16_t;

struct core_widths {
    uint8_t a;
    int64_t b;
    uintptr_t c;
    size_t d;
    int16_t e;
};

size_t core_sum(const uint8_t *bytes, size_t n, int16_t bias);
