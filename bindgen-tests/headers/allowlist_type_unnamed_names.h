// bindgen-flags: --allowlist-type 'ptr_.*|crate_array.*|array3_.*'
// Upstream's allowlists also match the names it gives pointer and array
// types (`ptr_struct_lid`, `crate_array2_struct_strap`): such a type is
// allowlisted like a named one and brings what it points to, though the
// record holding it is not emitted. A member's own pointer or array
// carries its record's name (`crate_ptr_struct_hinge` does not match
// `ptr_.*`), one inside it does not (`crate_array2_ptr_struct_latch`
// holds a `ptr_struct_latch`); a parameter declared as an array is named
// as written (`array3_struct_peg`), not as the pointer it decays to. A
// record named by a Rust keyword (`crate`, emitted as `crate_`) lends its
// member types its C name.

struct lid { int height; };
struct hinge { int turns; };
struct strap { short len; };
struct latch { char open; };
struct peg { long depth; };
struct nail { long depth; };
typedef struct { unsigned color; } paint_t;
struct knob { float grip; };

struct crate {
    struct hinge *hinge;
    struct strap straps[2];
    struct latch *latches[2];
};

typedef struct knob *knob_ref;

void crate_close_lid(struct lid *l, const paint_t *p);
void crate_peg(struct peg pegs[3], struct nail nails[4]);
