// bindgen-flags: --generate-inline-functions
// With --generate-inline-functions the same shapes are all declared (other
// names: the differential test links every header's definitions together).

long kept_negate_total(long total);
extern __inline__ __attribute__((__gnu_inline__)) long kept_negate_total(long total) {
    return -total;
}

inline int kept_first_inline(int step) { return step * 2; }
int kept_first_inline(int step);

unsigned kept_plain_after_proto(unsigned mask);
unsigned kept_plain_after_proto(unsigned mask) { return mask & 7u; }
