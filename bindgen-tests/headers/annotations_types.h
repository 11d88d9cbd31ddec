// bindgen-flags: --with-derive-default --with-derive-hash
// Doc-comment annotations on types: each one changes one thing.

/** Hidden: the user supplies it (as for a blocklisted type).
 * <div rustbindgen hide></div> */
struct internal_state { int refcount; };

/** An opaque handle. <div rustbindgen opaque></div> */
struct handle { void *impl; unsigned long flags; };

/** The same layout, a friendlier definition (here: documented fields).
 * <div rustbindgen replaces="legacy_point"></div> */
struct modern_point {
    /** Column. */
    int x;
    /** Row. */
    int y;
};
struct legacy_point { int x, y; };

/** <div rustbindgen nocopy></div> */
struct owner { char *buffer; };

/** <div rustbindgen nodebug></div> */
struct quiet { int level; };

/** <div rustbindgen nodefault></div> */
struct no_zero { int *must_be_set; };

/** <div rustbindgen derive="PartialEq" derive="Eq" derive="PartialOrd" derive="Ord"></div> */
struct ordered { int rank; };

/** <div rustbindgen mustusetype></div> */
struct status { int code; };

/** <div rustbindgen opaque></div> */
typedef struct { int hidden_a; short hidden_b; } config_t;

struct holder {
    struct owner o;
    struct legacy_point *where;
};

struct status run(struct holder *h);
