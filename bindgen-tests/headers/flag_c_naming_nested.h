// bindgen-flags: --c-naming
// Nested and anonymous records and enums under --c-naming: each takes the
// prefix of its own kind in front of its parent's plain name.
struct outer {
    union inner { int i; float f; } in;
    struct { int z; } anon_struct;
    union { long l; char c; };
    enum { OUTER_A, OUTER_B } e;
};

union holder {
    struct level1 {
        struct level2 { int q; } deep;
    } one;
};

enum { TOP_LEVEL_CONST };

typedef struct { union tagged { short s; } t; } named_by_typedef;
