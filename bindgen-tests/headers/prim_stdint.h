// bindgen-flags: --allowlist-type fixed_.* --allowlist-function fixed_.*
// <stdint.h> exact-width types map straight to Rust integers.
#include <stdint.h>

struct fixed_widths {
    int8_t a;
    uint8_t b;
    int16_t c;
    uint16_t d;
    int32_t e;
    uint32_t f;
    int64_t g;
    uint64_t h;
    uintptr_t p;
    intptr_t q;
};

uint64_t fixed_mix(uint32_t a, int16_t b);
