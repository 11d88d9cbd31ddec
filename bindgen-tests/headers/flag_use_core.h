// bindgen-flags: --use-core
// --use-core: library paths and C types come from core.
struct core_user {
    int n;
    void *p;
    const char *name;
};

void core_fn(struct core_user *u, long len);
