// bindgen-flags: --flexarray-dst --opaque-type 'fxu_.*_array0_.*' --with-derive-hash --with-derive-partialeq --with-derive-partialord --with-derive-default --default-alias-style new_type_deref

// A newtype typedef over a struct whose flexible array member
// --opaque-type names: upstream derives the struct's blob traits on it,
// `Hash` over `[f32; 0]` too, which does not compile. Ours derives what
// the `[T; 0]` default implements.

typedef struct fxu_weights {
    int n;
    float w[];
} fxu_weights_t;

typedef struct fxu_counts {
    int n;
    unsigned counts[];
} fxu_counts_t;

/* `__BindgenComplex<f64>` is neither `Hash` nor `PartialOrd`. */
typedef struct fxu_waves {
    long n;
    double _Complex waves[];
} fxu_waves_t;
