// bindgen-flags: --rust-target 1.40
// Before Rust 1.51 there is no `addr_of!`: no raw accessors are emitted.
struct old_bf {
    unsigned a : 3;
    int b : 5;
};
