// bindgen-flags: --impl-debug --no-debug 'listed'
// Records kept without Debug (`nodebug`, --no-debug) get no --impl-debug
// impl either; a record holding one prints that member as `..`.
/** <div rustbindgen nodebug></div> */
union tagged { char c; int i; };

/** <div rustbindgen nodebug></div> */
struct wide { int cells[40]; };

struct listed { long n; };

struct holder {
    struct wide w;
    struct listed l[2];
    int plain;
};
