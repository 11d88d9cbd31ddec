// bindgen-flags: --opaque-type 'sample|pair_box|nested_box|tdef_box|outer_box|ptr_box|plain_box' --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-ord --with-derive-partialord
// An opaque record whose C members are floats (its own, arrays of them, or
// a record defined inside it) derives `Hash` but neither `Eq` nor `Ord`, as
// upstream decides; nor does a record holding it. Typedefs of floats, outer
// records and pointers do not count.
typedef float ratio_t;
struct inner_d { double d; };

struct sample { long double wide; int count; };
struct pair_box { float pair[2][3]; };
struct nested_box { struct { float z; } in; int tag; };
struct tdef_box { ratio_t r; };
struct outer_box { struct inner_d d; };
struct ptr_box { double *p; };
struct plain_box { int a; short b; };

struct holder { struct sample s; int n; };
struct holder_plain { struct plain_box p; };
