// 64-bit-wide fields and fields spanning several bytes: one 8-byte unit for
// x:40 + y:24, full-width signed and unsigned fields.
struct wide {
    unsigned long long x : 40;
    unsigned long long y : 24;
};

struct full {
    unsigned long long all : 64;
    long long sall : 64;
    unsigned long long one : 1;
};

struct straddle {
    unsigned char pre;
    unsigned long long mid : 50;
    unsigned int post : 20;
};
