// bindgen-flags: --with-derive-default -- --target=aarch64-unknown-linux-gnu
// `_Float16` (clang has it on ARM targets) is `__BindgenFloat16`, a `u16`
// wrapper, as upstream. Functions and function pointers passing one by value
// are left out / pointer-sized: C passes it in a floating-point register,
// the wrapper would go in an integer one.
typedef _Float16 half_t;
_Float16 gain;
struct sample {
    _Float16 level;
    half_t pair[2];
    const _Float16 *ramp;
    _Float16 (*mix)(_Float16, _Float16);
    int (*count)(const half_t *values, int n);
};
_Float16 halve(_Float16 x);
half_t blend(half_t a, half_t b, float t);
void scale_all(_Float16 *values, int n, float factor);
