// bindgen-flags: --default-visibility private
// `private="false"` on a record makes its bitfield unit and `new_bitfield_N`
// public whatever --default-visibility says, as upstream; the same
// annotation on every bitfield (not on the record) leaves the unit private.
/** <div rustbindgen private="false"></div> */
struct open_flags { int mode : 3; int level; unsigned extra : 5; };
struct member_flags {
    /** <div rustbindgen private="false"></div> */
    int mode : 3;
    /** <div rustbindgen private="false"></div> */
    int depth : 4;
};
struct closed_flags { int mode : 3; };
