// Arrays whose elements are pointers.
struct table {
    const char *names[3];
    struct table *children[2];
};
