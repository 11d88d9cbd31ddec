// bindgen-flags: --opaque-type 'veil_.*'
// With the default derives a record holding an opaque union derives only
// what the union has (Copy, Clone): no Debug, which the union lacks without
// --impl-debug.
union veil_word {
    short low;
    float *where;
};

struct carrier {
    union veil_word word;
    int count;
};
