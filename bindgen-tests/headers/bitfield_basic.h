// The canonical shape: two units separated by an ordinary member, a signed
// field and trailing padding up to the C size.
struct bf {
    unsigned a : 1;
    unsigned b : 3;
    int c;
    unsigned char d : 2;
    signed e : 5;
};
