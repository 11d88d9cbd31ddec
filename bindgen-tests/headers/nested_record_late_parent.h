// A record declared inside another one, first reached through a struct
// that is forward-declared before its parent: the parent is filled while
// the nested record's parent is not known yet; the nested record must
// still be emitted with its parent.
struct registry;

struct config {
    union config_value {
        int number;
        float ratio;
    } value;
    int flags;
};

struct registry {
    struct entry *first;
};

struct entry {
    union config_value saved;
    struct entry *next;
};
