// Two structs that point at each other.
struct parent;

struct child {
    struct parent *owner;
    int index;
};

struct parent {
    struct child *children;
    unsigned long n_children;
};
