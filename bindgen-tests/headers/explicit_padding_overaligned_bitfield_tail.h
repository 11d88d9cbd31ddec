// bindgen-flags: --explicit-padding
// Structs aligned past 8 bytes that end in a bitfield unit: the tail up to
// C's size is one padding field (upstream writes it a second time, as an
// opaque array; see differences.md).
struct eobt_wide_then_word {
    __int128 wide;
    unsigned long long word : 64;
};
struct eobt_extended_then_bits {
    long double ext;
    char tag;
    unsigned long long bits : 40;
};
struct __attribute__((aligned(64))) eobt_cache_line {
    long long head[2];
    unsigned char flags : 3;
};
struct eobt_holder {
    struct eobt_cache_line line;
    unsigned int low : 4;
    unsigned long long high : 60;
};
