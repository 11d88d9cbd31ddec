// Const placement on character pointers.
struct strings {
    const char *ro;
    char *const fixed;
    const char *const both;
    char *rw;
};

int str_len(const char *s);
