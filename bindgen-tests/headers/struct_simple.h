// A plain struct with two scalar members of different sizes.
struct point {
    int x;
    long y;
};
