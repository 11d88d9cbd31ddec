// bindgen-flags: --disable-untagged-union
// Unions become structs of __BindgenUnionField members plus storage.
union word {
    int i;
    float f;
    char c[6];
};

struct holder {
    union word w;
    int after;
};
