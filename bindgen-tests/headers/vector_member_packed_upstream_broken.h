// Packed records around vectors where upstream's layout is wrong (see
// differences.md, "Packed records around vectors"); ours keeps clang's.
typedef int vmpb_i4 __attribute__((vector_size(16)));
typedef char vmpb_c8 __attribute__((vector_size(8)));

#pragma pack(push, 2)
struct vmpb_pack2 {
    vmpb_i4 v;
};
struct vmpb_bytes_pack2 {
    vmpb_c8 v;
};
#pragma pack(pop)

#pragma pack(push, 4)
struct vmpb_after_int {
    int i;
    vmpb_i4 v;
};
#pragma pack(pop)

#pragma pack(push, 1)
union vmpb_union_pack1 {
    vmpb_i4 v;
    char c;
};
#pragma pack(pop)
