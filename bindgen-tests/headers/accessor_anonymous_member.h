// The accessor annotation on a record covers its anonymous members too
// (`get___bindgen_anon_N`), numbered as the fields are.

/** <div rustbindgen accessor></div> */
struct shape {
    int kind;
    union {
        int side;
        float radius;
    };
    struct {
        short x, y;
    };
};

struct mixed {
    /** <div rustbindgen accessor="immutable"></div> */
    int tag;
    struct {
        char a;
    };
};
