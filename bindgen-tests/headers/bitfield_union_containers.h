// Unions that cannot be native Rust unions (a flexible array member is not
// `Copy`) are emitted as structs of `__BindgenUnionField`s, or as opaque
// unions when they hold bitfields. Their containers follow: a record holding
// an opaque union derives no `Debug` (the union has none), and a packed
// record holding an 8-aligned wrapper union (whose storage is the
// `repr(align(8))` opaque-array helper) is an opaque blob, since Rust
// rejects `align` inside `packed` (E0588).
struct holds_bits_union {
    union bits_and_flex {
        unsigned a : 2;
        unsigned short tail[0];
    } u[2];
    int n;
};

struct __attribute__((packed)) packed_holds_wrapper {
    char c;
    union wide_and_flex {
        long long x;
        unsigned char flex[0];
    } u;
};
