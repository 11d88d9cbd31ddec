// bindgen-flags: --c-naming --allowlist-type 'Bx.*'
// Under `--c-naming` a record member's own pointer or array type carries
// the record's name without its `struct_`/`union_` (`Bx_box_ptr_struct_Bx_lid`
// in `struct_Bx_box`), so `Bx.*` matches it and brings its pointee, though
// it matches neither `struct_Bx_box` nor the typedef `box_t` (upstream).

struct Bx_lid {
    int height;
};

union Bx_seal {
    int code;
    float weight;
};

typedef struct Bx_box {
    int size;
    struct Bx_lid *lid;
    union Bx_seal seals[2];
    struct {
        struct Bx_hinge *hinge;
    } frame;
} box_t;

struct Bx_hinge {
    int turns;
};
