// bindgen-flags: --with-derive-eq --impl-partialeq --with-derive-hash
// A `hide` annotation on a member hides the member's own type only when
// the member's declaration defines it: a later `struct dial x;` of a
// record an earlier member defined (or of such an enum) only names it,
// so nothing is taken from the derives, and a union holding it stays a
// union (upstream). A pointer to it is the member's own type: hidden.

struct meter {
    struct dial { int notch; } face;
    /** <div rustbindgen hide></div> */
    struct dial spare;
};

struct gauge {
    struct needle { int tip; } hand;
    /** <div rustbindgen hide></div> */
    struct needle *spare_hand;
};

union reading {
    struct digit { short value; } shown;
    /** <div rustbindgen hide></div> */
    const struct digit held;
};

struct switchboard {
    enum lever { LEVER_UP, LEVER_DOWN } main_lever;
    /** <div rustbindgen hide></div> */
    enum lever backup_lever;
};
