// Zero-width and unnamed bitfields: `:0` only moves the next field to the
// next boundary of its type; unnamed fields take bits but get no accessor
// and no constructor parameter.
struct zw {
    char c;
    unsigned a : 4;
    unsigned : 0;
    unsigned b : 4;
    unsigned : 3;
    unsigned d : 2;
    long long : 0;
    char e;
};

struct only_unnamed_between {
    unsigned char x : 2;
    unsigned char : 6;
    unsigned char y : 8;
    short : 0;
    unsigned short z : 9;
};
