// `#pragma pack(8)` caps a 16-aligned `long double` (and `__int128`) at 8.
// Rust's `u128` is 16-aligned, so plain `repr(C)` with `align(8)` cannot
// give these records C's layout; `packed(8)` caps the member the same way.
#pragma pack(push, 8)
union pick_wide {
    long small;
    long double wide;
};

struct wide_then_short {
    long double value;
    short tag;
};

struct holds_pick {
    int lead;
    union pick_wide pick;
    __int128 count;
};
#pragma pack(pop)
