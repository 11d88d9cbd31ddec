// Unions `#pragma pack` or `packed, aligned(N)` align below a 32-aligned
// vector member, holding bitfield units: upstream weighs the members as if
// they followed each other, each at its type's alignment. Where that leaves
// padding between two of them, `packed(N)` with a `_bindgen_align` marker;
// otherwise plain `repr(C)` with the marker (c-fuzz seed 7511 case 167).
typedef unsigned int rpu_v8 __attribute__((vector_size(32)));

#pragma pack(push, 8)
/* A `short` after a one-byte unit: packed. */
union rpu_short_after_unit {
    rpu_v8 lanes;
    _Bool flag : 1;
    short half;
};

/* A `char` before the vector: packed. */
union rpu_char_first {
    char tag;
    rpu_v8 lanes;
    _Bool flag : 1;
};

/* 32 bytes of `char` before the vector: no padding, plain. */
union rpu_bytes_first {
    char bytes[32];
    rpu_v8 lanes;
    _Bool flag : 1;
};

/* Unit, `char`, `short` back to back: plain. */
union rpu_tight {
    rpu_v8 lanes;
    _Bool flag : 1;
    char tag;
    short half;
};

/* A four-byte unit, then an `int`: plain. */
union rpu_wide_unit {
    rpu_v8 lanes;
    int bits : 31;
    int word;
};
#pragma pack(pop)

#pragma pack(push, 4)
union rpu_pack4_long {
    rpu_v8 lanes;
    int bits : 3;
    long word;
};
#pragma pack(pop)

union __attribute__((packed, aligned(8))) rpu_attr_short_after_unit {
    rpu_v8 lanes;
    _Bool flag : 1;
    short half;
};

union __attribute__((packed, aligned(8))) rpu_attr_char_after_unit {
    rpu_v8 lanes;
    _Bool flag : 1;
    char tag;
};
