// A tag first named in a member and defined after the record that names it
// is one file-scope type, shared by every record that points at it.
struct list {
    struct entry *first;
    struct entry *last;
};

struct index {
    struct entry *by_key;
};

struct entry {
    struct entry *next;
    int key;
};
