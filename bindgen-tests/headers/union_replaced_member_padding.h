// A `replaces` annotation puts a smaller type where C laid out a larger
// one: the union keeps C's size with a padding member spanning all of it.
struct rmp_wide {
    long long words[8];
};
/** <div rustbindgen replaces="rmp_wide"></div> */
struct rmp_narrow {
    int word;
};
struct rmp_holder {
    int tag;
    union {
        struct rmp_wide wide;
        double scalar;
    } body;
};
