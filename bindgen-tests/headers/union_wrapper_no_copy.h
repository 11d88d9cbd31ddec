// bindgen-flags: --no-copy token --with-derive-default --with-derive-hash --with-derive-partialeq
// A union holding a `--no-copy` type cannot be a native Rust union: it is a
// struct of `__BindgenUnionField`s that derives nothing (a native union
// would derive no Debug/Hash/PartialEq either) and gets a zero-filling
// `impl Default`. Its bitfields live in a wrapped unit with accessors.
struct token {
    unsigned long id;
};

union slot {
    struct token tok;
    unsigned kind : 3;
    unsigned live : 1;
    int raw;
};

struct table {
    union slot first;
    int count;
};
