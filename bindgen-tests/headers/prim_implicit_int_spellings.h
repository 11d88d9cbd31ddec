// Alternative spellings of the integer types.
struct spellings {
    signed a;
    unsigned b;
    short int c;
    long int d;
    unsigned long long int e;
    signed short f;
};
