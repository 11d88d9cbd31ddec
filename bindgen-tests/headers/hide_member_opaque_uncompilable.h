// bindgen-flags: --opaque-type 'hmu_.*_array.*' --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-default
// A hidden member whose array type `--opaque-type` names by upstream's name
// for it is a blob to upstream's derives: upstream then derives `Hash` and
// `Eq` over an `[f32; 2]` and `Default` over an `[c_int; 40]`, which do not
// compile. Ours derives what the member's own type implements (see
// differences.md).

struct hmu_floats {
    int count;
    /** <div rustbindgen hide></div> */
    float pair[2];
};

struct hmu_long {
    /** <div rustbindgen hide></div> */
    int many[40];
};
