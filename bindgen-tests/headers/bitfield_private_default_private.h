// bindgen-flags: --default-visibility private
// With private fields by default, `private="false"` makes one bitfield's
// accessors public; the unit and its constructor stay private, and the
// alignment marker stays `pub` (as upstream).
struct reg {
    /** <div rustbindgen private="false"></div> */
    unsigned long level : 6;
    unsigned long spare : 10;
    int id;
};
