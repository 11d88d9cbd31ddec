// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-partialord --with-derive-ord --with-derive-default --opaque-type 'long_double|otl_grid_array2_array3_long_double|__float128|const_long_double|otl_pointers_.*|ptr_char'
// `--opaque-type` matching upstream's name of an unnamed type (`long_double`,
// `otl_grid_array2_array3_long_double`) makes that type a blob for its
// derives: a `long double` (a `u128` in Rust) is then hashed, though it
// stays a float for `Eq` and `Ord`. Through a typedef's target, arrays, an
// anonymous member's record, `const` too; an `f32` member is not affected.
// A pointer (an array of at most 32 of them) so named derives `Default`.

typedef long double otl_wide;

struct otl_by_typedef {
    otl_wide value;
};

struct otl_grid {
    long double cells[2][3];
};

struct otl_nested {
    struct {
        long double inner;
    } part;
    int tag;
};

struct otl_quad {
    __float128 q;
};

struct otl_const {
    const long double fixed;
};

struct otl_mixed {
    long double wide;
    float narrow;
};

struct otl_other_array {
    long double row[4];
};

typedef char *otl_text;

struct otl_pointers {
    int *one;
    int *few[2];
};

struct otl_text_holder {
    otl_text text;
};
