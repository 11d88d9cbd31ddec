// packed + aligned(N): Rust cannot combine `packed` and `align`, so the
// alignment has to come from a unit's `_bitfield_align_N` under `packed(N)`.
struct __attribute__((packed, aligned(4))) pa {
    unsigned a : 3;
};

struct __attribute__((packed, aligned(2))) pa2 {
    unsigned char lo : 4;
    unsigned short hi : 12;
    int x;
};
