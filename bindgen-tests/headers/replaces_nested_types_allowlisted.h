// bindgen-flags: --allowlist-type 'RnaOld.*|RnbOld_Kept'

// The record a `replaces` definition stands for keeps its nested types as
// items of their own: each is emitted when an allowlist names it.
struct RnaOld {
    int first;
    struct { int inner_x; } anon_a;
    struct { long inner_y; } anon_b;
    struct RnaOld_Tagged { char inner_z; } tagged;
};

/** <div rustbindgen replaces="RnaOld"></div> */
struct RnaNew {
    int first;
    int second;
};

struct RnbOld {
    struct RnbOld_Kept { short k; } kept;
    struct RnbOld_Dropped { short d; } dropped;
};

/** <div rustbindgen replaces="RnbOld"></div> */
struct RnbNew {
    short only;
};
