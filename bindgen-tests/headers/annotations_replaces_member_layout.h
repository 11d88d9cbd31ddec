// A member whose type another definition replaces (`replaces`) takes the
// replacement's room: the record holding it is laid out with the
// replacement's size and alignment and padded to clang's offsets (the
// replaced type's size and alignment stay in the record's own layout).
typedef struct { long a; long b; long c; } Wide;

/** <div rustbindgen replaces="Wide"></div> */
struct Narrow { unsigned short f; };

struct tagged_wide { double d[4]; };

/** <div rustbindgen replaces="tagged_wide"></div> */
struct tagged_narrow { char c; int i; };

struct holder {
    int x;
    Wide wide;
    char y;
    struct tagged_wide tagged;
    short z;
};

struct pointers {
    Wide *w;
    struct tagged_wide *t;
};
