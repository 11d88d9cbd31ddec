// The replaced record's own anonymous member type is still emitted, and
// its name, `dial__bindgen_ty_1`, is the one the replacement's anonymous
// member type takes: it becomes `dial__bindgen_ty_11` (upstream emits
// both under one name, E0428).

/// <div rustbindgen replaces="dial"></div>
struct dial_v2 {
    int position;
    struct { short coarse; short fine; } detent;
};

struct dial {
    long position;
    struct { int turns; } spin;
};
