// Typedefs named like <stdint.h> types whose C type has another width are
// ordinary typedefs: mapping them by name would give the wrong size.
typedef short int8_t;
typedef unsigned long uint8_t;
typedef int uint16_t;
typedef char int16_t;
typedef short int32_t;
typedef unsigned char uint64_t;
typedef int intptr_t;
typedef short ptrdiff_t;

struct odd_widths {
    int8_t a;
    uint8_t b;
    uint16_t c;
    int16_t d;
    int32_t e;
    uint64_t f;
    intptr_t g;
    ptrdiff_t h;
};

uint8_t odd_len(const int16_t *s, intptr_t max);
