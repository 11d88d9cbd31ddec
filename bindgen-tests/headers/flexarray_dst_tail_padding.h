// bindgen-flags: --flexarray-dst --explicit-padding --with-derive-default
// Under --flexarray-dst the flexible array is the last field (a DST): no
// tail padding follows it, and the zero-filled Default is for the sized form.

struct samples {
    int count;
    double values[];
} __attribute__((aligned(16)));

struct wide_header {
    char tag;
    long double stamp;
    char note[40];
    int len;
    float data[];
} __attribute__((aligned(32)));
