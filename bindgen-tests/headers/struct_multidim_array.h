// Multidimensional array members.
struct matrix {
    float m[4][4];
    unsigned char cube[2][3][4];
};
