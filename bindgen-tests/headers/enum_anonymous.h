// A top-level anonymous enum: constants without a prefix.
enum {
    LIMIT_LOW = 1,
    LIMIT_HIGH = 100,
};
