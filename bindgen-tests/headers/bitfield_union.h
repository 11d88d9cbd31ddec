// Bitfields in unions all start at bit 0 and share one unit; a union member
// between bitfields starts a second unit, also at offset 0.
union ub {
    unsigned a : 3;
    int b : 10;
    unsigned long long c : 50;
    char x;
};

union ub2 {
    unsigned char lo : 4;
    short s;
    unsigned hi : 20;
};
