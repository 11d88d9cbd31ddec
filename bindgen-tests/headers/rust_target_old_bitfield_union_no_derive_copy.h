// bindgen-flags: --rust-target 1.51 --no-derive-copy --with-derive-default --impl-debug
/* Under `--no-derive-copy` a union is a struct of `__BindgenUnionField`s,
 * except one of bitfields only: it has no data member to copy, so it stays
 * a native union of its storage units (as upstream's). */
union OnlyBits {
    unsigned a : 3;
    unsigned b : 29;
};

union BitsAndInt {
    unsigned a : 3;
    int x;
};

struct HoldsOnlyBits {
    union OnlyBits u;
    int tail;
};
