// Doc-comment annotations on fields and records: privacy and accessors.

struct account {
    /** <div rustbindgen private></div> */
    long balance;
    int id;
};

/** <div rustbindgen private></div> */
struct sealed {
    int a;
    /** <div rustbindgen private="false"></div> */
    int b;
};

/** <div rustbindgen accessor></div> */
struct counters {
    unsigned hits;
    unsigned misses;
};

/** <div rustbindgen accessor="immutable"></div> */
struct readonly_view { const char *name; };

/** <div rustbindgen accessor="unsafe"></div> */
struct raw_view { void *base; };

struct mixed {
    /** <div rustbindgen accessor></div> */
    int with_getters;
    /** <div rustbindgen accessor="false"></div> */
    int without;
    unsigned flag : 1;
};
