// A long long member aligned to 32 bytes.
struct late_wide {
    char c;
    long long x __attribute__((aligned(32)));
};
