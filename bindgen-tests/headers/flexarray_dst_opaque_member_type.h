// bindgen-flags: --flexarray-dst --opaque-type 'fxo_.*_array0_.*' --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-default --with-derive-ord --default-alias-style new_type_deref

// --opaque-type naming a flexible array member's type (upstream calls the
// member's array type `<record>_array0_<element>`) makes that member a
// blob for upstream's derives: the struct takes every trait again, but
// `Eq` and `Ord` when the element holds a float. The member stays the
// `FAM` parameter.

struct fxo_ints {
    unsigned short count;
    int items[];
};

struct fxo_reals {
    long head;
    double values[];
};

struct fxo_cell {
    float weight;
};

struct fxo_cells {
    int used;
    long : 3;
    struct fxo_cell cells[];
};

/** A newtype over one: it derives what the `[T; 0]` default implements. */
typedef struct fxo_slots {
    long first;
    unsigned char slots[];
} fxo_slots_t, *fxo_slots_p;

struct fxo_ptrs {
    int n;
    const char *names[];
};

struct fxo_empty {
    char tag;
    short none[0];
};

/* Not named by the pattern: derives what a flexible array allows. */
struct fxn_plain {
    int n;
    int items[];
};
