// bindgen-flags: --enable-function-attribute-detection -- -std=c2x
// With attribute detection, functions whose result must not be dropped get
// #[must_use]: `warn_unused_result` before or after the declarator, and C23's
// [[nodiscard]].
__attribute__((warn_unused_result)) int mu_reserve(unsigned n);
long mu_tell(void *stream) __attribute__((warn_unused_result));
[[nodiscard]] int mu_try_lock(int *lock);
int mu_unchecked(void);

struct mu_pair { int a, b; };
__attribute__((warn_unused_result)) struct mu_pair mu_make_pair(int a, int b);
__attribute__((warn_unused_result)) const char *mu_name(int id);

// Function-pointer types carry no #[must_use] (Rust has no place for it).
typedef __attribute__((warn_unused_result)) int (*mu_probe_fn)(void);
struct mu_ops {
    int (*reserve)(unsigned n) __attribute__((warn_unused_result));
    mu_probe_fn probe;
};
void mu_install(mu_probe_fn probe);
