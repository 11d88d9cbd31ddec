// bindgen-flags: --opaque-type 'reg_.*' --no-copy 'latch'
// Which members turn an opaque union into a struct around its blob: a
// `--no-copy` record held directly or inside another record does; an
// array of one, or a record annotated `nocopy`, does not (upstream).

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
