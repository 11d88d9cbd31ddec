// A member annotated `hide` whose type is a record or enum defined by an
// earlier member (`enum mode {...} m; enum mode saved : 2;`) does not take
// the record's derives: only a type defined in the hidden member's own
// declaration is hidden with it.

struct hide_nested_flags {
    enum hide_mode { HIDE_OFF, HIDE_ON } mode;
    /** <div rustbindgen hide></div> */
    enum hide_mode saved : 2;
    int count;
};

struct hide_nested_holder {
    struct hide_inner { int a; } first;
    /** <div rustbindgen hide></div> */
    struct hide_inner second;
};

struct hide_nested_outer {
    struct {
        enum hide_kind { HIDE_K0 } kind;
        /** <div rustbindgen hide></div> */
        enum hide_kind prev : 1;
    } inner;
};
