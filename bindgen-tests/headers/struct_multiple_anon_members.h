// Several unnamed members: naming counters for types and fields.
struct multi {
    struct {
        int a;
    };
    int middle;
    union {
        int b;
        float c;
    };
    struct {
        char d;
        char e;
    };
};
