// A `size_t` narrower than a pointer (declared by the header, on a 64-bit
// target) is not `usize`: it stays a typedef of its C type, and so does a
// narrow `ssize_t`.
typedef unsigned int size_t;
typedef int ssize_t;

struct narrow_sizes {
    size_t len;
    ssize_t delta;
    char tag;
};

size_t narrow_len(const char *s, ssize_t max);
