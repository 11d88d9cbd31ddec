// bindgen-flags: --c-naming --disable-nested-struct-naming
// Under `--c-naming` a `replaces` annotation can name a record by its Rust
// name, kind prefix included (`struct_lamp`). Upstream continues that name
// whole for the anonymous member types of the replacement and of the
// replaced record (`enum_struct_lamp__bindgen_ty_1`), where a plain
// record's prefix is dropped (`enum_switch___bindgen_ty_1`). A replacement
// of a record declared inside it names its own anonymous types as at the
// top level (`enum__bindgen_ty_1`).

struct lamp {
    unsigned int tone;
    int watts;
};

/** <div rustbindgen replaces="struct_lamp"></div> */
struct led_lamp {
    enum { LED_WARM, LED_COLD } tone;
    int watts;
};

struct panel {
    struct bulb {
        enum { BULB_E27, BULB_E14 } socket;
    } main;
};

/** <div rustbindgen replaces="struct_bulb"></div> */
struct fancy_bulb {
    int lumen;
};

struct switch_ {
    enum { SWITCH_ON, SWITCH_OFF } pos;
};

/** <div rustbindgen replaces="struct_gear"></div> */
struct machine {
    union {
        int rpm;
        float torque;
    } drive;
    struct gear {
        int teeth;
    };
    struct gear *first;
};
