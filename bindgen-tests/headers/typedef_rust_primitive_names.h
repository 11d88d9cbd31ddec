// bindgen-flags: --use-core --ctypes-prefix=::core::ffi
// Typedefs named like Rust primitive types get a trailing underscore, whatever
// C type they name; uses refer to the renamed alias.
typedef int u32;
typedef float f64;
typedef double f32;
typedef char bool;
typedef unsigned char u8;
typedef int isize;
typedef unsigned long usize;
typedef char str;
typedef long i64;
typedef short i128;
typedef unsigned short char_;
typedef int Self;

struct prim_named {
    u32 a;
    f64 b;
    f32 c;
    bool d;
    u8 e;
    isize f;
    usize g;
    str name[8];
    i64 h;
    i128 i;
};

u32 prim_named_sum(const struct prim_named *p, f64 scale, bool strict, str *label);
