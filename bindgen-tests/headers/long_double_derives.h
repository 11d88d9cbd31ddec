// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-partialord --with-derive-ord --with-derive-default
// `long double` and `__float128` are `u128` in Rust, but floats in C:
// records holding them derive no `Hash`, `Eq` or `Ord`.
struct holds_long_double { long double value; int tag; };
struct holds_float128 { __float128 wide; };
struct nested_float { struct holds_long_double inner; };
struct plain_ints { long a; int b; };
