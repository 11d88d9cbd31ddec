// Bitfield runs interleaved with ordinary members of several sizes.
struct mixed {
    int x;
    unsigned a : 3;
    char y;
    unsigned b : 7;
    unsigned c : 30;
    double d;
    unsigned e : 1;
    short f;
    unsigned long long g : 12;
};
