// bindgen-flags: --with-derive-partialeq --with-derive-default --with-derive-hash --with-derive-eq --with-derive-partialord --with-derive-ord --impl-partialeq
// Vector types are arrays in the output, but nothing holding one derives
// or implements `PartialEq` (nor `Eq`, `PartialOrd`, `Ord`); `Hash` stays
// where the elements are integers.
typedef double dvec4 __attribute__((vector_size(32)));
typedef int ivec4 __attribute__((vector_size(16)));
struct holds_dvec { dvec4 v; };
struct holds_ivec { ivec4 v; int x; };
struct holds_holder { struct holds_ivec inner; };
struct holds_array { int a[4]; };
union ivec_or_int { ivec4 v; int i; };
