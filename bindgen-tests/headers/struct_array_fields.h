// Fixed-size array members of several element types.
struct buffers {
    char name[16];
    int counts[4];
    double weights[3];
    void *slots[2];
};
