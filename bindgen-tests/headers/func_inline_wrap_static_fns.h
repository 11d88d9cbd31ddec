// bindgen-flags: --generate-inline-functions --wrap-static-fns --wrap-static-fns-path {headers}/../../target/func_inline_wrap_static_fns
// Under `--wrap-static-fns` an inline function that is not static is left
// out, `--generate-inline-functions` or not; a static inline one is
// wrapped; one first declared without `inline` is bound by that prototype.

inline int scale(int v) { return v * 2; }
extern inline int wrap_offset(int v) { return v + 1; }
static inline int clamp(int v) { return v < 0 ? 0 : v; }

int wrap_average(int a, int b);
inline int wrap_average(int a, int b) { return (a + b) / 2; }

int plain(int v);
