// A packed struct that contains an over-aligned struct by value.
struct aligned_inner {
    int v;
} __attribute__((aligned(8)));

struct __attribute__((packed)) packed_outer {
    char tag;
    struct aligned_inner inner;
};
