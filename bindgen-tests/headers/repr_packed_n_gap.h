// Records `#pragma pack` aligns below a 32-aligned vector member, holding
// bitfield units: while every member starts where the one before it ends,
// plain `repr(C)` with a `_bindgen_align` marker; once padding separates two
// members (after a one-byte unit, or between plain fields), `packed(N)` with
// the marker, as upstream writes them (c-fuzz seed 7511 case 167).
typedef unsigned int rpg_v8 __attribute__((vector_size(32)));

#pragma pack(push, 8)
/* A `short` one byte past a one-byte unit. */
struct rpg_short_after_unit {
    rpg_v8 lanes;
    _Bool flag : 1;
    short after;
};

/* The reduced fuzz case: a nested record after the unit. */
typedef struct rpg_page {
    rpg_v8 lanes;
    long words[9];
    _Bool flag : 1;
    struct rpg_inner {
        char tag;
        unsigned short bit : 1;
    } inner;
    float ratio;
} rpg_page;

/* Padding between two plain fields, the unit at the end. */
struct rpg_gap_before_unit {
    rpg_v8 lanes;
    char tag;
    int count;
    _Bool flag : 1;
};

/* No padding between members: plain `repr(C)`. */
struct rpg_tight {
    rpg_v8 lanes;
    _Bool flag : 1;
    char bytes[3];
    int count;
};

/* A `:0` field stretches the unit to the `int` boundary: no gap. */
struct rpg_zero_width_stretch {
    rpg_v8 lanes;
    char flag : 1;
    int : 0;
    int count;
};

/* Only tail padding after the unit: plain `repr(C)`. */
struct rpg_tail_only {
    rpg_v8 lanes;
    long word;
    _Bool flag : 1;
};
#pragma pack(pop)

#pragma pack(push, 4)
/* Under `pack(4)` the `long` needs `packed(4)` anyway; the gap adds the marker. */
struct rpg_pack4_long {
    rpg_v8 lanes;
    long word;
    _Bool flag : 1;
    float ratio;
};

struct rpg_pack4_two_units {
    rpg_v8 lanes;
    _Bool first : 1;
    short mid;
    _Bool second : 1;
    long tail;
};
#pragma pack(pop)
