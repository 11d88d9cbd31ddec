// A struct that contains another struct by value.
struct range {
    int lo;
    int hi;
};

struct span {
    struct range rows;
    struct range cols;
    const char *label;
};
