// A member whose type clang aligns beyond what its Rust type can carry (a
// 1024-byte vector typedef `aligned(64)`; vectors are 1024-aligned in clang
// but their Rust representation at most 16-aligned): the record gets explicit
// padding before it and `#[repr(align(64))]`, and its layout checks pass.
// (Upstream 0.73.2 emits `packed(64)` with `align(64)`, which rustc rejects.)
typedef int big_vec __attribute__((vector_size(1024), aligned(64)));
struct holds_vec { char tag; big_vec v; };
struct __attribute__((packed)) holds_vec_packed { char tag; big_vec v; int n; };
struct __attribute__((packed)) holds_vec_bits { unsigned a : 3; big_vec v; };
