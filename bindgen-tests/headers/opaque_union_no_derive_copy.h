// bindgen-flags: --opaque-type 'shade_.*' --no-derive-copy --with-derive-default --with-derive-hash --impl-debug
// Without Copy derives an opaque union is a struct around its blob, but it
// derives as the union would (nothing here), with a zero-filling Default
// and, under --impl-debug, a Debug that prints no contents.
union shade_bits {
    short half;
    float *where;
};

struct shade_plain {
    int x;
};

struct holds_shade {
    union shade_bits bits;
    struct shade_plain plain;
};
