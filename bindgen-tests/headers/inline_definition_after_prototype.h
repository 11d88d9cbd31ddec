// A prototype followed by an inline definition of the same function (gmp's
// pattern: each `extern inline` helper is declared first) is an inline
// function and left out, like one defined inline from the start; a plain
// definition after its prototype is still declared.

long negate_total(long total);
extern __inline__ __attribute__((__gnu_inline__)) long negate_total(long total) {
    return -total;
}

inline int first_inline(int step) { return step * 2; }
int first_inline(int step);

unsigned plain_after_proto(unsigned mask);
unsigned plain_after_proto(unsigned mask) { return mask & 7u; }

double only_declared(double scale);
