// A bitfield unit after an over-aligned bitfield member, and a struct whose
// alignment exceeds what its units give.
struct over {
    char c;
    unsigned a : 3 __attribute__((aligned(16)));
    unsigned b : 5;
};

struct after_char {
    char c;
    unsigned a : 9;
};

struct __attribute__((aligned(8))) wide_align {
    unsigned char a : 3;
    unsigned char b : 5;
};
