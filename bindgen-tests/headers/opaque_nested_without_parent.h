// bindgen-flags: --opaque-type 'rack_bay|cabinet_hinge|panel|panel_nut|rack_t' --allowlist-function 'shelf_.*'
// A nested C record made opaque by its Rust name is emitted alone when
// only it is used: its parent (plain, annotated or listed opaque, or
// behind an opaque typedef) lends it only its name, as for any nested
// type (upstream).

struct rack {
    int slots;
    union bay { float width; short depth; } bay;
};

/** <div rustbindgen opaque></div> */
struct cabinet {
    long doors;
    struct hinge { int turns; } hinge;
};

struct panel {
    struct screw { char head; } screw;
    struct nut { char thread; } nut;
};

typedef struct rack rack_t;

void shelf_fit(union bay b, struct hinge *h);
void shelf_fix(struct screw s, struct nut n, rack_t *r);
