// Packed records with bitfields: `packed, aligned(N)` around fields that
// need no packing stays unpacked with `_bindgen_align`; packing that is
// needed comes with `packed(N)`, and the marker carries the alignment under
// it. `pk_s_at_3` has no Rust layout (`s` at offset 3 in a 4-aligned struct
// needs `packed` and `align` together) and stays an opaque blob; upstream
// 0.73.2 emits `packed(4)` there, which puts `s` at offset 4.
struct __attribute__((packed, aligned(4))) one_bit { unsigned a : 3; };
struct __attribute__((packed, aligned(2))) char_and_bits { char c; unsigned a : 3; };
struct __attribute__((packed, aligned(2))) short_and_bits { short c; unsigned a : 3; };
struct __attribute__((packed)) pk_gap { char c; unsigned a : 3; unsigned b : 30; int tail; };
struct __attribute__((packed)) pk_tail { unsigned long long a : 33; unsigned long long b : 33; char c; };
struct __attribute__((packed, aligned(4))) pk_s_at_3 { char c; unsigned a : 9; short s; };
