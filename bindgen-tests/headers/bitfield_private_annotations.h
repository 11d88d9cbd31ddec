// `private` annotations reach bitfields: their accessors, and the unit and
// its constructor when one of its members is private.

/** <div rustbindgen private></div> */
struct sealed_flags {
    unsigned int ready : 1;
    unsigned int mode : 3;
    int count;
};

struct mixed_flags {
    /** <div rustbindgen private></div> */
    unsigned int secret : 4;
    unsigned int open : 4;
    short tail;
};
