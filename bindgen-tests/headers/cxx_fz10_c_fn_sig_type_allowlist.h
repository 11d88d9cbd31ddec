// bindgen-flags: --allowlist-type _.*
// C: a function's signature type is named `_bindgen_ty_id_N` at file
// scope, so `_.*` brings what every function's signature names (static
// inline ones too), though no type is named that way.
struct header { int magic; };
struct result { long value; };
struct spare { int s; };
int parse_header(const struct header *h);
static inline struct result make_result(long v) { struct result r; r.value = v; return r; }
