// A record whose layout Rust cannot express (a 2-byte member at an odd
// offset in a 4-aligned struct) is a blob aligned by a `[u32; 0]` marker,
// not `repr(align(4))`, so the packed record holding it keeps its own
// fields, as upstream's does (upstream lays the inner record out, wrongly).

struct phk_inner {
    unsigned short a;
    unsigned char b __attribute__((packed));
    unsigned short c __attribute__((packed));
    float d;
};

#pragma pack(push, 1)
struct phk_outer {
    char tag;
    struct phk_inner in;
    unsigned long long when;
};
#pragma pack(pop)
