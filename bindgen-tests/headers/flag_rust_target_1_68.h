// bindgen-flags: --rust-target 1.68
// Old targets: #[test] layout functions and plain extern "C" blocks.
struct old_layout {
    char c;
    int i;
    double d;
};

void old_fn(struct old_layout *p);
extern int old_var;
