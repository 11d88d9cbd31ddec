// bindgen-flags: --generate-inline-functions
inline int twice(int x) { return 2 * x; }
static inline int hidden(int x) { return x; }
int plain(int x);
