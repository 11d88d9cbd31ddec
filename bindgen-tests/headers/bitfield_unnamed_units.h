// Units holding only unnamed bitfields still get `new_bitfield_N()` (with
// no parameters), as upstream emits it; a run of `:0` fields alone has no
// storage and no unit; a trailing `:0` stretches its unit to the boundary.
struct between_ints {
    int x;
    unsigned : 4;
    unsigned : 3;
    int y;
};

struct padding_words {
    char x;
    int : 32;
    int : 32;
    int : 32;
    char y;
};

struct zero_only {
    char a;
    int : 0;
    char b;
};

struct trailing_zero {
    char c;
    unsigned a : 4;
    unsigned : 0;
};

struct leading_zero {
    char c;
    short : 0;
    unsigned a : 30;
};
