// _Bool members packed between other members.
struct flags {
    _Bool enabled;
    _Bool visible;
    int level;
};
