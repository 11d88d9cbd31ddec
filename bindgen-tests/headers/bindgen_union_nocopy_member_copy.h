// bindgen-flags: --disable-untagged-union --with-derive-default --no-copy 'fz33_listed'
//
// Under `--disable-untagged-union` a union is a struct of
// `__BindgenUnionField`s, which are `Copy` whatever they hold: a `nocopy`
// annotation on a member's type (directly, in an array or through a
// typedef) does not take `Copy` from the union, nor from what holds the
// union, as upstream's. `--no-copy` on a member's type does.

/** A pinned cell. <div rustbindgen nocopy></div> */
union fz33_pinned {
    signed char tag;
};

/** <div rustbindgen nocopy></div> */
struct fz33_anchor {
    int where;
};

typedef struct fz33_anchor fz33_anchor_t;

struct fz33_listed {
    short id;
};

union fz33_holds_pinned {
    union fz33_pinned pin;
    double wide[2];
};

union fz33_holds_array {
    struct fz33_anchor anchors[3];
    long tag;
};

union fz33_holds_typedef {
    fz33_anchor_t anchor;
    unsigned flags;
};

union fz33_holds_listed {
    struct fz33_listed listed;
    unsigned flags;
};

struct fz33_outer {
    union fz33_holds_pinned inner;
    int count;
};
