// bindgen-flags: --generate-inline-functions
// With --generate-inline-functions the same functions are all declared.

long negate_total(long total);
extern __inline__ __attribute__((__gnu_inline__)) long negate_total(long total) {
    return -total;
}

inline int first_inline(int step) { return step * 2; }
int first_inline(int step);

unsigned plain_after_proto(unsigned mask);
unsigned plain_after_proto(unsigned mask) { return mask & 7u; }
