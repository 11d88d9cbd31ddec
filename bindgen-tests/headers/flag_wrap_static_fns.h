// bindgen-flags: --wrap-static-fns --wrap-static-fns-path {headers}/../../target/wrap_static_fns_golden --wrap-static-fns-suffix __wrapped
static inline int add_one(int x) { return x + 1; }
static void nothing(void) {}
