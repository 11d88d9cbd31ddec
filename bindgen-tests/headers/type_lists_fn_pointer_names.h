// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-default --no-copy 'fpn_member__bindgen_ty_id_.*' --no-debug 'fpn_pair_.*' --no-hash 'fpn_deep__bindgen_ty_id_[0-9]+' --no-partialeq '_bindgen_ty_id_.*' --no-default 'fpn_grid__.*' --blocklist-type 'fpn_blocked_.*' --must-use-type '_bindgen_ty_id_.*'
// Upstream names a pointer or array whose spelling reaches a function type
// after its internal item number: `<Record>__bindgen_ty_id_N` as a record
// member's own type, `_bindgen_ty_id_N` elsewhere (a typedef's target, an
// array's element, a return type). Its type lists match those names
// whatever N; a typedef of a function type keeps its name (`fpn_fn_t`).

typedef void fpn_fn_t(int);
typedef void (*fpn_cb)(int);

struct fpn_member {
    void (*on_event)(int);
    int count;
};

struct fpn_pair {
    void (*handlers[2])(int);
};

struct fpn_deep {
    void (**indirect)(int);
};

struct fpn_grid {
    void (*cells[2][3])(int);
};

struct fpn_typedefd {
    fpn_cb callbacks[2];
};

struct fpn_by_fn_type {
    fpn_fn_t *handler;
};

struct fpn_blocked {
    int (*getter)(void);
};

struct fpn_holder {
    struct fpn_member member;
    struct fpn_pair pair;
};

fpn_cb fpn_get_cb(void);
void (*fpn_get_fp(void))(int);
