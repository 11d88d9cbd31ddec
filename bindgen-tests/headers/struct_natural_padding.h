// Members whose alignment leaves gaps that repr(C) reproduces by itself.
struct gappy {
    char c;
    int i;
    char d;
    double x;
    short s;
};
