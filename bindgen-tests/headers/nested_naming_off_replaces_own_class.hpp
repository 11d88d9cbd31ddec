// bindgen-flags: --disable-nested-struct-naming
// `replaces="Tray::Slot"` on `Tray` names a class declared inside `Tray`
// itself; moving `Tray` there would make it its own ancestor, so it stays
// where it is, as for a path naming no class (`Lost::Hook`). Such a
// replacement is emitted as the path joined by `_` (`Tray_Slot`), and what
// is declared inside it continues the path's last name only
// (`Slot__bindgen_ty_1`), as upstream names them.

/** <div rustbindgen replaces="Tray::Slot"></div> */
struct Tray {
    enum { TRAY_EMPTY, TRAY_FULL } state;
    struct Slot {
        int width;
    } first;
};

/** <div rustbindgen replaces="Lost::Hook"></div> */
struct Hanger {
    union {
        int id;
        float load;
    } tag;
    struct Clip {
        short grip;
    } clip;
};
