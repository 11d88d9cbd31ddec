// long double has no Rust equivalent: it becomes a 16-byte blob.
struct extended {
    char tag;
    long double value;
};

long double ld_identity(long double x);
