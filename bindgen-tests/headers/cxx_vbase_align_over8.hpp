// bindgen-flags: -- -x c++ -std=c++17
// Virtual bases aligned above 8: the tail is the largest element up to 8
// that divides its bytes, and the class gets `repr(align(N))`, as upstream.

struct Wide {
    long double ld;
};
struct W0 : virtual Wide {};
struct W1 : virtual Wide {
    char c;
};
struct W2 : virtual Wide {
    short c;
};
struct W4 : virtual Wide {
    long long q;
    int r;
};
struct W8 : virtual Wide {
    long long q;
};

struct alignas(32) Lane {
    int a;
};
struct L0 : virtual Lane {};
struct L1 : virtual Lane {
    char c;
};
