// bindgen-flags: --with-derive-default --allowlist-function "bc2e_.*"
// Empty records keep their `aligned` attribute: C gives them that
// alignment (and size), upstream drops it and its layout checks fail.
struct bc2e_empty16 {} __attribute__((aligned(16)));
typedef struct {} __attribute__((__aligned__(8))) bc2e_empty8;
union bc2e_none {} __attribute__((aligned(4)));
struct bc2e_holder { char c; struct bc2e_empty16 e; bc2e_empty8 f; union bc2e_none u; };
struct bc2e_empty16 *bc2e_new(void);
void bc2e_use(struct bc2e_holder *h, bc2e_empty8 *e);
