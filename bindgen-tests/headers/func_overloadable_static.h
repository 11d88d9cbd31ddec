// bindgen-flags: --wrap-static-fns --wrap-static-fns-path {headers}/../../target/func_overloadable_static_wrappers
// Static overloadable functions are reached through one C wrapper each,
// numbered like the overloads; the argument types pick the overload.
static inline __attribute__((overloadable)) int halve(int x) { return x / 2; }
static inline __attribute__((overloadable)) double halve(double x) { return x * 0.5; }
static inline __attribute__((overloadable)) long halve(long x, int bias) { return x / 2 + bias; }
__attribute__((overloadable)) int halve(const char *s);
