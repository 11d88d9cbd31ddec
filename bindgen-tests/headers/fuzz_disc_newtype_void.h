// bindgen-flags: --default-alias-style new_type --with-derive-default --with-derive-hash --with-derive-partialeq --impl-debug --impl-partialeq
// A typedef of `void` as a newtype wraps `c_void`, which implements none of
// the derived traits: the newtype (and one of it, through a typedef chain)
// derives nothing and gets no hand-written impl, as upstream's.
typedef void fdv_void;
typedef fdv_void fdv_void_again;
typedef const void fdv_const_void;

struct fdv_holder {
    fdv_void *plain;
    fdv_void_again *chained;
    fdv_const_void *read_only;
};

fdv_void fdv_reset(fdv_void_again *state);
