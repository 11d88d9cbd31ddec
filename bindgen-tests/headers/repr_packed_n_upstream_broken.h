// Records `#pragma pack` aligns below a 32-aligned vector member, holding
// bitfield units, where upstream's `repr` is wrong and ours keeps clang's
// layout (book: "Packed records around vectors").
typedef unsigned int rpb_v8 __attribute__((vector_size(32)));

#pragma pack(push, 16)
/* Upstream: `packed(16)` next to `align(16)` (E0587); ours: plain, `align(16)`. */
struct rpb_pack16_gap {
    rpb_v8 lanes;
    _Bool flag : 1;
    short after;
};
#pragma pack(pop)

#pragma pack(push, 4)
/* No gap: upstream's plain `repr(C)` leaves the `long` 8-aligned (its
 * alignment check fails); ours: `packed(4)`. */
struct rpb_pack4_long_tight {
    rpb_v8 lanes;
    long word;
    _Bool flag : 1;
    char tail;
};
#pragma pack(pop)
