// bindgen-flags: --opaque-type 'obm8_.*_op'
// An opaque record with bitfields aligned to 8 gets the marker, but its
// blob is still the `repr(align(8))` helper `__BindgenOpaqueArray8`: a
// packed record holding it is a blob here (upstream's `packed(2)` record
// does not compile, E0588; see differences.md).

struct obm8_ptr_op { char c; int b : 5; void *p; };

#pragma pack(push, 2)
struct obm8_holder {
    char c;
    struct obm8_ptr_op inner;
};
#pragma pack(pop)
