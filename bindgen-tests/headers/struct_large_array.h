// An array member longer than 32 elements.
struct big {
    unsigned char bytes[64];
    int tail;
};
