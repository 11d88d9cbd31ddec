// bindgen-flags: --wrap-static-fns --wrap-static-fns-path {headers}/../../target/func_inline_undefined_wrap_static
// Under `--wrap-static-fns` a static inline function that is never
// defined gets no wrapper (there is nothing to call); a static one
// declared without `inline` first keeps its wrapper, as do defined ones.

static inline int inl_undef_w_proto(void);
static inline int inl_undef_w_body(int v) { return v * 3; }

static int inl_undef_w_plain(void);
static inline int inl_undef_w_plain(void);

static int inl_undef_w_defined(int v);
static int inl_undef_w_defined(int v) { return v - 1; }
