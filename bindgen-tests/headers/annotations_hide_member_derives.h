// bindgen-flags: --with-derive-default --with-derive-hash --with-derive-partialeq
// A member annotated `hide` is still emitted, but nothing derives through
// it (as through a blocklisted type), so neither its record nor a record
// holding that one derives anything, as upstream decides.
struct packet {
    int id;
    /** <div rustbindgen hide></div> */
    int scratch[9];
};
struct envelope { struct packet inner; int tag; };
struct plain { int x; };
