// bindgen-flags: --with-derive-default
// A `replaces` definition smaller than the type it stands for but more
// aligned (16 bytes, `aligned(16)`, for a 24-byte record aligned to 8):
// a record holding the replaced type keeps C's layout, which would take
// `packed(8)` around the replacement's `repr(align(16))` (E0588), so it
// is an opaque blob of C's size (seed 7912 case 239).
struct rap_orig {
    float f;
    double _Complex c;
};

/** <div rustbindgen replaces="rap_orig"></div> */
struct rap_new {
    char tag;
    unsigned long bits : 48;
} __attribute__((aligned(16)));

struct rap_holder {
    struct rap_orig o;
    int i;
    long bits : 26;
    double d;
};
