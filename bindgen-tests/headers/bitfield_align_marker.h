// Upstream 0.73's record alignment marker: a record with bitfields whose
// fields align less than C does starts with `_bindgen_align: [uN; 0]`
// (N = C's alignment, up to 8 bytes); above 8 bytes, and for records without
// bitfields, `#[repr(align(N))]`. Gaps before a unit are byte padding, and
// only a unit at the end gets explicit trailing padding.
struct after_char { char c; unsigned long long b : 3; };
struct short_then_unit { short s; unsigned long long b : 60; };
struct unit_then_data { unsigned a : 3; char c; };
struct __attribute__((aligned(8))) aligned8 { int x; unsigned b : 3; };
struct __attribute__((aligned(16))) aligned16 { unsigned char b : 3; };
struct __attribute__((aligned(8))) aligned8_plain { int x; };
struct int_gives_it { int x; unsigned b : 3; };
union ubits { unsigned long long b : 3; int c; };
union ubits_double { unsigned b : 3; double d; };
#pragma pack(push, 2)
struct pack2_fits { char c; unsigned b : 3; };
struct pack2_needed { char c; unsigned b : 3; int x; };
#pragma pack(pop)
