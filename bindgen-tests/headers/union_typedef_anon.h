// A union defined anonymously and named by a typedef.
typedef union {
    float f;
    unsigned int bits;
} float_bits;
