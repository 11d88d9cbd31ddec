// bindgen-flags: --opaque-type 'reg_.*' --no-copy 'latch'
// A union `--opaque-type` names is a `union` around its blob only when
// every member could be copied: one holding a `--no-copy` record, or an
// anonymous member `hide` hides, is a struct (deriving as the union).

struct latch {
    int held;
};

union reg_plain {
    double value;
    int bits;
};

union reg_latched {
    double value;
    struct latch l;
};

union reg_hidden {
    double value;
    /** <div rustbindgen hide></div> */
    union {
        double shadow;
        short half;
    };
};
