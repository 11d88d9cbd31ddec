// bindgen-flags: --blocklist-type PbhHidden -- -x c++ -std=c++17
// clang places a class's primary (dynamic) base at offset 0, before the
// bases declared ahead of it. Rust fields keep the declaration order, so
// such a class is opaque, unless every base declared before the dynamic
// one is blocklisted (or empty): it gets no field, the dynamic base is the
// first field, and the blocklisted bytes after it are padding.

struct PbhHidden {
    double left;
    double right;
};

struct PbhShape {
    virtual ~PbhShape();
    int sides;
};

struct PbhMark {};

struct PbhSmall {
    short tally;
};

// Shape at 0, Hidden at 16, tag at 32.
struct PbhRecord : PbhHidden, PbhShape {
    int tag;
};

// Nothing after the blocklisted bytes.
struct PbhTailOnly : PbhHidden, PbhShape {};

// An empty base first takes no room either.
struct PbhMarked : PbhMark, PbhHidden, PbhShape {
    char flag;
};

// Virtual methods of its own: the vtable pointer is still Shape's.
struct PbhOverrides : PbhHidden, PbhShape {
    virtual void redraw();
    char flag;
};

// A base after the dynamic one sits past the blocklisted bytes (at 32).
struct PbhThenSmall : PbhHidden, PbhShape, PbhSmall {
    int count;
};

// A base that gets a field comes first: still opaque.
struct PbhSmallFirst : PbhSmall, PbhHidden, PbhShape {
    int count;
};
