// bindgen-flags: --with-derive-partialord --with-derive-partialeq --with-derive-hash
// A record holding a half float derives `PartialOrd` when asked, as
// upstream's; the `__BindgenFloat16` helper derives it as well (upstream's
// does not, and its output does not compile).
struct half_sample {
    __fp16 h;
    int count;
};
struct half_pair {
    __fp16 both[2];
    struct half_sample inner;
};
typedef __fp16 half_t;
struct half_alias {
    half_t value;
};
