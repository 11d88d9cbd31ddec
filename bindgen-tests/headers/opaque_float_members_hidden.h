// bindgen-flags: --opaque-type 'box_.*' --with-derive-eq --with-derive-hash
// An opaque record's blob derives `Eq` unless a float is among its own
// members or those of a record defined inside it; a record member that
// `hide` hides is not looked into (a hidden `double` member still counts).

struct box_open {
    int id;
    union {
        int bits;
        double value;
    };
};

struct box_hidden_anon {
    int id;
    /** <div rustbindgen hide></div> */
    union {
        int bits;
        double value;
    };
};

struct box_hidden_named {
    int id;
    /** <div rustbindgen hide></div> */
    union {
        int bits;
        double value;
    } payload;
};

struct box_hidden_double {
    int id;
    /** <div rustbindgen hide></div> */
    double value;
};
