// bindgen-flags: --allowlist-file '.*replaces_nested_types_file_allowlist\.h'

// Under a file allowlist the nested types of a replaced record are items of
// that file, emitted though nothing uses them.
struct RnfOld {
    unsigned flags;
    union { int as_int; float as_float; } value;
    struct RnfOld_Part { unsigned char part; } piece;
};

/** <div rustbindgen replaces="RnfOld"></div> */
struct RnfNew {
    unsigned flags;
    unsigned extra;
};
