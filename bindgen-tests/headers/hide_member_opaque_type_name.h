// bindgen-flags: --opaque-type 'hmo_wide_ptr_.*|hmo_wide_array3_int|hmo_call__bindgen_ty_id_.*|hmo_some_ptr_int' --with-derive-default --with-derive-hash --with-derive-partialeq --with-derive-eq --impl-partialeq
// A member whose comment says `hide` keeps its place, but upstream derives
// nothing through its own pointer or array type, unless `--opaque-type`
// names that type by upstream's name for it (`hmo_wide_ptr_int`): the type
// is then a blob of its size to upstream's derives, and the record derives
// through it as through any member.

struct hmo_wide {
    int lead;
    /** Not derived through... <div rustbindgen hide></div> */
    unsigned __int128 *huge;
    /** <div rustbindgen hide></div> */
    int trio[3];
    unsigned short bits : 8;
    /** <div rustbindgen hide></div> */
    float _Complex *zed;
    /** <div rustbindgen hide></div> */
    _Bool (*flags)[1];
};

/* A function pointer is named after upstream's item number. */
struct hmo_call {
    /** <div rustbindgen hide></div> */
    void (*callback)(int);
    long tail;
};

/* Only one of the two hidden members is named: nothing is derived. */
struct hmo_some {
    /** <div rustbindgen hide></div> */
    int *named;
    /** <div rustbindgen hide></div> */
    char *unnamed;
};

/* No pattern names it: nothing is derived, and `--impl-partialeq` writes
 * no `PartialEq` either. */
struct hmo_none {
    /** <div rustbindgen hide></div> */
    int *plain;
};
