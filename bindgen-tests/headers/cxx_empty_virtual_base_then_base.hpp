// bindgen-flags: -- -x c++ -std=c++17
// A base whose only virtual base is empty takes its whole `sizeof` when
// another base follows it (the empty virtual base sits at offset 0), so
// `Both`, `Followed` and `Pushed` are laid out with `_base_1` at 16, 24
// and 24, as upstream. A member of the empty type does not move the
// virtual base: a class with a virtual base has its vtable pointer at 0,
// so no member shares that address. (A non-empty virtual base, or a base
// that may hold the empty type at 0, still makes such a class opaque:
// golden cxx_virtual_base_then_base.)
struct Tag {};
struct Shared : virtual Tag {
    virtual int id();
    bool flag[1];
};
struct Next {
    virtual int next();
    short code;
    void *link;
};
struct Both : Shared, Next {
    int id() override;
};
struct Holding : virtual Tag {
    Tag held;
    long value;
};
struct Followed : Holding, Next {
    int extra;
};
struct Leading : virtual Tag {
    Tag first;
    long value;
};
struct Pushed : Leading, Next {
    int extra;
};
