// bindgen-flags: --with-derive-hash --with-derive-default --no-copy otu_item --opaque-type 'otu_records_array2_struct_otu_item|float|otu_ptrs_array40_ptr_int'
// `--opaque-type` matching upstream's name of an unnamed type makes it a blob
// for upstream's derives, also where the member's own Rust type lacks the
// trait: upstream derives `Copy` over an array of records `--no-copy` names,
// `Hash` over an `f32`, `Default` over an array of 40 pointers, none of which
// compiles.
// Ours keeps the member's traits (see differences.md).

struct otu_item {
    int v;
};

struct otu_records {
    struct otu_item items[2];
};

struct otu_float {
    float f;
};

struct otu_ptrs {
    int *p[40];
};
