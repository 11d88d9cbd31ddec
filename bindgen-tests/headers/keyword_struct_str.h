// A struct named like a Rust primitive type.
struct str {
    char *ptr;
    unsigned long len;
};

struct str str_from(const char *s);
