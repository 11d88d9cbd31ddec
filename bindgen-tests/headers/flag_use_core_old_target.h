// bindgen-flags: --use-core --rust-target 1.60
// --use-core below 1.64: C integer types still come from std::os::raw.
struct old_core {
    int n;
    void *p;
};
