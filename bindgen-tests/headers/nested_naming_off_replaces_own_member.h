// bindgen-flags: --disable-nested-struct-naming
// `journal` replaces `entry`, a record declared inside it. Upstream moves
// a replacement to where the replaced record lives, so `journal` becomes
// its own parent, taken for the top level: its anonymous member types are
// `_bindgen_ty_N` (numbered within it), not `entry__bindgen_ty_N`; the
// nested record's own anonymous types keep `entry__bindgen_ty_N`.

/** <div rustbindgen replaces="entry"></div> */
struct journal {
    enum { JOURNAL_OPEN, JOURNAL_SEALED } state;
    struct {
        unsigned short lo;
        unsigned short hi;
    } range;
    union {
        int code;
        float weight;
    } payload;
    struct entry {
        enum { ENTRY_SHORT = 3, ENTRY_LONG = 9 } size;
        struct {
            char tag;
        } head;
    };
    struct entry *first;
    enum { JOURNAL_MAX = 64 } cap;
};

struct shelf {
    struct entry *latest;
    struct {
        int count;
    } stats;
};
