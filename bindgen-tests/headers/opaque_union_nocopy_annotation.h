// bindgen-flags: --opaque-type 'reg_[a-z_]*' --no-copy 'latch|bolt'
// Which members turn an opaque union into a struct around its blob: a
// `--no-copy` record, held directly, inside another record or as an array
// element, does; a record annotated `nocopy` does not, unless `--no-copy`
// names it too (upstream). (The opaque pattern must not match
// `reg_array_array2_struct_latch`, upstream's name for the array, which
// would make the array an opaque blob.)

struct latch {
    int held;
};

struct latch_pair {
    struct latch first;
};

/** <div rustbindgen nocopy></div> */
struct pin {
    int level;
};

/** <div rustbindgen nocopy></div> */
struct bolt {
    int turns;
};

union reg_via_holder {
    double value;
    struct latch_pair pair;
};

union reg_array {
    double value;
    struct latch several[2];
};

union reg_annotated {
    double value;
    struct pin p;
};

union reg_annotated_array {
    double value;
    struct pin pins[2];
};

union reg_annotated_listed {
    double value;
    struct bolt b;
};
