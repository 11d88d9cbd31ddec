// Typedefs named like Rust primitive types, with the default ctypes prefix.
typedef unsigned int u16;
typedef long long i32;
typedef signed char i8;
typedef double f32;
typedef _Bool bool;
typedef char str;

struct prim_named_default {
    u16 a;
    i32 b;
    i8 c;
    f32 d;
    bool e;
    const str *s;
};

bool prim_named_check(i8 x, f32 y, const str *s);
