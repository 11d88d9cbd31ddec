// Typedefs named like Rust primitive types.
typedef int u8;
typedef unsigned long usize;

struct uses_prim_names {
    u8 a;
    usize b;
};
