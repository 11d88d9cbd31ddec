// Records that C aligns less than a vector member's type (`#pragma pack`,
// `packed`): a 16-aligned vector makes the record plain `repr(C)` with its
// alignment spelled out; an 8-aligned `char` vector under `pack(1)` makes
// it `packed`.
typedef int vmp_i4 __attribute__((vector_size(16)));
typedef char vmp_c8 __attribute__((vector_size(8)));

#pragma pack(push, 4)
struct vmp_alone {
    vmp_i4 v;
};
struct vmp_then_char {
    vmp_i4 v;
    char c;
};
struct vmp_array {
    vmp_i4 vs[2];
};
union vmp_union {
    vmp_i4 v;
    char c;
};
struct vmp_with_bits {
    vmp_i4 v;
    int bits : 3;
};
struct vmp_with_char_and_bits {
    vmp_i4 v;
    char c;
    int bits : 3;
};
#pragma pack(pop)

#pragma pack(push, 8)
struct vmp_pack8 {
    vmp_i4 v;
};
#pragma pack(pop)

#pragma pack(push, 1)
struct vmp_bytes {
    vmp_c8 v;
    char c;
};
union vmp_bytes_union {
    vmp_c8 v;
    char c;
};
struct vmp_bytes_bits {
    vmp_c8 v;
    int bits : 3;
};
#pragma pack(pop)

struct __attribute__((packed, aligned(4))) vmp_attr {
    vmp_i4 v;
};
