// bindgen-flags: --opaque-type 'obm_.*_op'
// Opaque records with bitfields of their own aligned to at most 8 are
// aligned by a leading `_bindgen_align: [uN; 0]` marker (of the record's
// alignment), not `#[repr(align(N))]`, as upstream 0.73 writes them.

struct obm_bits_op { char c; int b : 5; };
struct obm_ptr_op { char c; int b : 5; void *p; };
struct obm_short_op { short c; short b : 5; };
struct obm_unnamed_op { char c; int : 3; };
struct obm_packed_op { char c; int b : 5; } __attribute__((packed));
struct obm_packed4_op { char c; int b : 5; int x; } __attribute__((packed, aligned(4)));
struct obm_char8_op { char b : 5; } __attribute__((aligned(8)));
union obm_union_op { char c; int b : 5; };
union obm_wide_union_op { long long x; int b : 5; };

/* Above 8 the attribute stays. */
struct obm_aligned16_op { char c; int b : 5; } __attribute__((aligned(16)));

/* No bitfield of its own: the attribute, as before. */
struct obm_plain_op { char c; int x; };
struct obm_nested_op { char c; struct { int b : 5; } in; };
struct obm_anon_op { char c; struct { int b : 5; }; };
struct obm_zero_width_op { char c; int : 0; };

/** <div rustbindgen opaque></div> */
struct obm_annotated { char c; int b : 5; };
