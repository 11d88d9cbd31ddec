// packed combined with aligned(4).
struct __attribute__((packed, aligned(4))) tight {
    char a;
    int b;
    char c;
};
