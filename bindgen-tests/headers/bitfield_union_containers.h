// Unions that cannot be native Rust unions (a `T x[0]` member is not
// `Copy`) are emitted as structs of `__BindgenUnionField`s, their bitfield
// units too (accessors go through `as_ref`/`as_mut`), and `x` is a `[T; 0]`
// there. Such a union derives what a native union derives (nothing but
// `Copy`, which it is not), and its containers follow. A packed record
// holding an 8-aligned wrapper union keeps its fields (the wrapper's storage
// is plain words there, since Rust rejects `align` inside `packed`, E0588).
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
