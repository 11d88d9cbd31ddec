// bindgen-flags: --rust-target 1.51 --with-derive-default
// Unions whose members are all arrays of `Copy` types are native Rust
// unions, also nested, through typedefs and with the oldest Rust target.
typedef int quad_t[4];
struct pair { int a; int b; };
enum level { LOW, HIGH };

union words { int w[4]; char bytes[16]; };
union grid { short cells[2][3]; char raw[12]; };
union via_typedef { quad_t q; unsigned char raw[16]; };
union of_structs { struct pair p[2]; long long raw[2]; };
union of_enums { enum level l[4]; int raw[4]; };
union of_pointers { int *p[2]; const char *names[2]; void (*fns[2])(void); };
union of_unions { union words w[2]; int raw[8]; };
union large { char c[100]; int i[25]; };

struct packet {
    union { int x[2]; char y[8]; } body;
    union { short s[2]; } tail;
    int len;
};
