// An enum with a fixed underlying type (a C extension in clang).
enum small_kind : unsigned char {
    SMALL_A = 1,
    SMALL_B = 200,
};

struct tagged {
    enum small_kind kind;
    char rest;
};
