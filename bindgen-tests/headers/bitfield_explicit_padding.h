// bindgen-flags: --explicit-padding
// With --explicit-padding every gap is a byte array, including the one
// after a bitfield unit and the tail.
struct ep {
    char c;
    unsigned a : 3;
    unsigned : 0;
    unsigned b : 9;
    long long tail;
    unsigned short s : 4;
};
