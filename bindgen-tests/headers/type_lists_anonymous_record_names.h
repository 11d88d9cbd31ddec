// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-default --no-copy 'anr_holder_ptr_struct_\(unnamed_struct_at_.*_h_9_5\)' --no-debug '.*unnamed_union_at_.*' --no-hash 'anr_arrays_array2_.*' --no-default 'ptr_enum_\(unnamed_enum.*' --no-partialeq 'ptr_struct_\(unnamed_struct_at_.*_h_23_9\)'
// Upstream names a pointer or array of an anonymous record or enum after
// clang's spelling of its type, with `_` for spaces, dots and colons
// (`anr_holder_ptr_struct_(unnamed_struct_at_<path>_h_9_5)`), and its type
// lists match those names.

struct anr_holder {
    struct { int a; } *first;
    struct {
        int b;
    } *second;
    union { int c; float d; } *either;
};

struct anr_arrays {
    struct { short e; } pairs[2];
};

struct anr_enum_ptr {
    enum { ANR_ONE, ANR_TWO } *kinds[2];
};

typedef struct {
        int f;
} *anr_opaque_ptr;

struct anr_typedefs {
    anr_opaque_ptr handle;
};
