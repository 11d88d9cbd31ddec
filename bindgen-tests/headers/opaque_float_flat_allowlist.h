// bindgen-flags: --allowlist-type 'knob_.*' --no-recursive-allowlist --opaque-type 'knob_.*' --with-derive-eq
// Under `--no-recursive-allowlist` upstream's float question about an
// opaque record sees its own float members, arrays of them and records
// defined inside it, but no record declared before it.
struct spring_grid { float cells[2]; };

struct knob_scalar { long id; float turn __attribute__((aligned(4))); };
struct knob_array { float turns[3]; };
struct knob_held { struct spring_grid g; };
struct knob_nested { struct { double d; } in; };
