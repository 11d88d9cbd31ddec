// bindgen-flags: --allowlist-function 'calc_.*'
// Without --wrap-static-fns a static function is not bound, but the types
// its signature names are still emitted (not those of a static inline one,
// which is left out altogether without --generate-inline-functions).

struct in_args { int n; };
struct out_args { double v; };
typedef unsigned long calc_size_t;
struct inline_only { char c; };

static struct out_args calc_run(const struct in_args *a, calc_size_t len) {
    struct out_args r = {0};
    (void)a;
    (void)len;
    return r;
}
static inline int calc_peek(struct inline_only *p) { return p->c; }
int calc_bound(int x);
