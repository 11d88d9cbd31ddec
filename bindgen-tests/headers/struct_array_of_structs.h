// A member that is an array of structs.
struct pair {
    short first;
    short second;
};

struct pairs {
    unsigned char n;
    struct pair items[5];
};
