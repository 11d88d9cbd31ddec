// bindgen-flags: --with-derive-default --with-derive-hash --with-derive-partialeq

/* An empty union (a GNU C extension) is a zero-sized struct with
 * `repr(align(1))` that derives only `Copy` and `Clone`, as a union does:
 * named, anonymous, or nested with a tag. Records holding one derive no
 * more than it. */
union nothing {};

struct holder {
    union {} unnamed_member;
    int x;
};

struct anon_holder {
    union {};
    int y;
};

struct tagged_holder {
    union tagged_nothing {} t;
};
