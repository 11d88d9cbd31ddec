// bindgen-flags: -- --target=i686-unknown-linux-gnu
// On i686 a `u64` is only 4-aligned: records aligned to 8 that Rust lays out
// without packing (the packing changes no member's place) need an explicit
// `repr(align(8))`, also a union emitted as a struct of
// `__BindgenUnionField`s (it ends in a flexible array).
struct __attribute__((packed, aligned(8))) stamp {
    int seconds;
    short millis;
    short zone;
};

union __attribute__((packed, aligned(8))) tagged {
    unsigned kind : 4;
    short code;
    unsigned char tail[0];
};

union __attribute__((aligned(8))) cell {
    int value;
    char rest[0];
};
