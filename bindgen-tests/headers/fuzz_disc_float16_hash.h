// bindgen-flags: --new-type-alias fdh_half --with-derive-hash --with-derive-partialeq --with-derive-default -- --target=aarch64-unknown-linux-gnu
// A `_Float16` is a float to upstream's derives: what holds one (a record, a
// newtype typedef) derives no `Hash`, although the `__BindgenFloat16`
// wrapper itself does.
typedef _Float16 fdh_half;

struct fdh_sample {
    fdh_half level;
    _Float16 gain;
};

struct fdh_pointers {
    const _Float16 *ramp;
};
