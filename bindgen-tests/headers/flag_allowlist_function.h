// bindgen-flags: --allowlist-function keep_.*
// Only allowlisted functions and what they need are emitted.
struct needed {
    int v;
};

struct unneeded {
    int w;
};

void keep_this(struct needed *n);
void drop_this(struct unneeded *u);
