// A run of adjacent bitfields is one unit however long it is, as upstream
// 0.73 groups it: 41 one-bit flags, fields as wide as their type, a run
// past 32 bytes (its unit has no `Default`, so the constructor starts from
// zeroes) and a run of `int : 32` padding fields between named ones.
struct flags41 {
    unsigned f0 : 1, f1 : 1, f2 : 1, f3 : 1, f4 : 1, f5 : 1, f6 : 1, f7 : 1;
    unsigned f8 : 1, f9 : 1, f10 : 1, f11 : 1, f12 : 1, f13 : 1, f14 : 1;
    unsigned f15 : 1, f16 : 1, f17 : 1, f18 : 1, f19 : 1, f20 : 1, f21 : 1;
    unsigned f22 : 1, f23 : 1, f24 : 1, f25 : 1, f26 : 1, f27 : 1, f28 : 1;
    unsigned f29 : 1, f30 : 1, f31 : 1, f32 : 1, f33 : 1, f34 : 1, f35 : 1;
    unsigned f36 : 1, f37 : 1, f38 : 1, f39 : 1, f40 : 1;
};

struct type_wide {
    unsigned long a : 64, b : 64, c : 1;
};

struct past_32_bytes {
    unsigned long long w0 : 64, w1 : 64, w2 : 64, w3 : 64, w4 : 64;
};

struct int32_padding {
    int lo : 4;
    int : 32;
    int : 32;
    int : 32;
    int mid : 7;
    int : 32;
    unsigned hi : 3;
};
