// bindgen-flags: --with-derive-default -- --target=x86_64-pc-windows-msvc
// Records whose MSVC layout clang gives and upstream does not follow:
// an empty C struct takes 4 bytes, a union's bitfields take their declared
// type's size, and packed bitfields of different types do not share a unit.
struct bc2m_empty {};
typedef struct _bc2m_object {} *bc2m_handle;
struct bc2m_holds_empty { int a; struct bc2m_empty e; int b; };
union bc2m_bits {
    int lo : 4;
    int hi : 4;
};
struct bc2m_holds_bits { char tag; union { unsigned short x : 7; unsigned short y : 9; }; };
struct bc2m_packed_bits {
    unsigned a : 2;
    unsigned b : 4;
    unsigned c : 10;
    unsigned short f;
    unsigned int g;
} __attribute__((packed));
bc2m_handle bc2m_open(union bc2m_bits b, struct bc2m_packed_bits *p);
