// A GNU zero-length array member.
struct blob {
    int count;
    long items[0];
};
