// bindgen-flags: --opaque-type '.*_page'
// A packed record may hold an opaque record aligned by the marker (no
// `repr(align)` inside, rustc accepts it): it keeps its fields, as
// upstream's (seed 7913 case 0).

struct obm_outer_page { int x; unsigned char f : 7; };

#pragma pack(push, 2)
struct obm_cell {
    unsigned long long a;
    struct obm_inner_page {
        unsigned char x;
        long l;
        unsigned char len : 7;
    } inner;
    struct obm_outer_page outer;
};
#pragma pack(pop)

struct obm_tight {
    char c;
    struct obm_outer_page outer;
} __attribute__((packed));
