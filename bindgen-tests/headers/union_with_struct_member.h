// A union whose member is a struct.
struct rgb {
    unsigned char r, g, b;
};

union color {
    struct rgb parts;
    unsigned int packed;
};
