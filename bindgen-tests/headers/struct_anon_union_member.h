// An anonymous union inside a struct (a tagged value).
struct value {
    int kind;
    union {
        long as_long;
        double as_double;
        void *as_ptr;
    };
};
