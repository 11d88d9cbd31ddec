// bindgen-flags: --c-naming
// Under `--c-naming` the types nested in a `replaces` definition continue
// the name it takes, `gauge`, behind their own kind's prefix:
// `struct_gauge__bindgen_ty_1`, `union_gauge__bindgen_ty_2`,
// `struct_gauge_needle`.

/// <div rustbindgen replaces="gauge"></div>
struct gauge_v2 {
    int reading;
    struct { short lo; short hi; } range;
    union { short small; int large; };
    struct needle { int angle; } needle;
};

struct gauge {
    long reading;
};
