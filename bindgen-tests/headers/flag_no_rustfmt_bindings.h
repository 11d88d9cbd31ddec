// bindgen-flags: --no-rustfmt-bindings

/* No formatter: the bindings as printed from tokens. */
struct pair { int left; int right; };
int pair_sum(struct pair p);
