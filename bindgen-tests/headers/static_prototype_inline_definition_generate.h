// bindgen-flags: --allowlist-function 'gauge_.*' --generate-inline-functions
// A redeclaration that drops `static` keeps the first declaration's
// internal linkage: with --generate-inline-functions its inline definition
// is still not bound as an external function (as upstream), though the
// static prototype's signature types are emitted.

struct gauge_dial { unsigned turns; };
struct gauge_face { char mark; };

static struct gauge_face gauge_read(struct gauge_dial *d);
inline struct gauge_face gauge_read(struct gauge_dial *d) {
    struct gauge_face f = { (char)d->turns };
    return f;
}

inline int gauge_zero(void) { return 0; }
