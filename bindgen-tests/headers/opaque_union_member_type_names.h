// bindgen-flags: --opaque-type 'oun_.*' --no-copy 'oun_latch'
// The types upstream names after a union's members (`oun_ptr_p_ptr_int`,
// `oun_arr_array2_struct_oun_latch`, `oun_fn__bindgen_ty_id_N`) match
// `oun_.*` too: such a member is an opaque blob, which copies, so the
// opaque union stays a `union` though the member is hidden or holds a
// `--no-copy` record.

struct oun_latch {
    int held;
};

union oun_ptr {
    float value;
    /** <div rustbindgen hide></div> */
    int *p;
};

union oun_array {
    float value;
    /** <div rustbindgen hide></div> */
    int cells[3][2];
};

union oun_fn {
    float value;
    /** <div rustbindgen hide></div> */
    void (*callback)(int code);
};

union oun_fn_array {
    float value;
    /** <div rustbindgen hide></div> */
    void (*handlers[2])(void);
};

union oun_arr {
    double value;
    struct oun_latch l[2];
};

union oun_nested {
    float value;
    /** <div rustbindgen hide></div> */
    struct oun_inner { int q; } inner;
};
