// Structs made of bitfields only.
struct only32 {
    unsigned a : 7;
    unsigned b : 9;
    unsigned c : 16;
};

struct only_odd {
    unsigned short a : 5;
    unsigned short b : 5;
    unsigned short c : 5;
    unsigned char d : 3;
};

struct only_one {
    unsigned flag : 1;
};
