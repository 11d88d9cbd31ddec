// bindgen-flags: --opaque-type 'veil' --impl-debug --with-derive-default
// An opaque union stays a union of its blob; --impl-debug gives it a Debug
// that prints no contents, and its holder derives none.
union veil {
    long wide;
    char narrow;
};

struct behind_veil {
    union veil v;
    int n;
};
