// __attribute__((packed)): units sit at odd offsets, align to u8, and fields
// may straddle what would otherwise be unit boundaries.
struct __attribute__((packed)) pk {
    char c;
    unsigned a : 4;
    unsigned b : 20;
    unsigned long long w : 40;
    short tail;
};

struct __attribute__((packed)) pk_only {
    unsigned x : 3;
    unsigned long long y : 61;
    unsigned char z : 7;
};
