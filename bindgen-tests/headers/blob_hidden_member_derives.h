// A record ours lays out as an opaque blob (a packed record holding an
// over-aligned one, which Rust cannot express) derives what upstream's
// laid-out record derives: a member whose `hide` hides its own pointer type
// takes every derive away, from it and from what holds it (seed 7915 case
// 173).
struct bhm_al {
    int x;
} __attribute__((aligned(8)));

struct __attribute__((packed)) bhm_rec {
    char c;
    /** <div rustbindgen hide></div> */
    int *p;
    struct bhm_al a;
};

struct bhm_holder {
    struct bhm_rec r[2];
    int z;
};
