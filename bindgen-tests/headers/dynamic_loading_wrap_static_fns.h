// bindgen-flags: --dynamic-loading Helpers --wrap-static-fns --wrap-static-fns-path {headers}/../../target/dynamic_loading_wrap_static_fns
// With --wrap-static-fns, the dynamic-loading struct looks static functions
// up by their exported wrappers' symbols (`scale__extern`): the static
// functions themselves have none.
static inline int scale(int x, int by) { return x * by; }
static double halve(double x) { return x / 2; }
int exported(int x);
