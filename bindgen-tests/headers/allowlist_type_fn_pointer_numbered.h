// bindgen-flags: --allowlist-type '_bindgen_ty_id_.*'
// Upstream names a function pointer's type after its internal item number:
// `_bindgen_ty_id_N` for a parameter's, a typedef's target and the function
// type inside a record member's (whose own pointer is `<Record>__bindgen_ty_id_N`).
// `--allowlist-type` matching those names, whatever N, brings the types the
// signatures use, though not the functions, typedefs and records holding them.

struct afn_param_arg {
    int v;
};

struct afn_typedef_arg {
    int w;
};

struct afn_member_arg {
    int z;
};

struct afn_unused {
    int u;
};

void afn_take(void (*cb)(struct afn_param_arg *));

typedef void (*afn_callback)(struct afn_typedef_arg *);

struct afn_holder {
    void (*on_event)(struct afn_member_arg *);
};
