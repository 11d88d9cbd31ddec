// bindgen-flags: --with-derive-default -- --target=i686-unknown-linux-gnu
// A union emitted as a struct (it holds a flexible array member) whose
// alignment is 8 on i686, where `u64` is 4-aligned: its `u64` storage
// needs `repr(align(8))` (upstream: a `__BindgenOpaqueArray8` blob).
union bc2i_outer {
    struct {
        long long a;
        long long b[];
    } __attribute__((aligned(8)));
};
struct bc2i_buffer {
    unsigned int index;
    union bc2i_outer o;
};
