// bindgen-flags: -- -x c++ -std=c++17
// Two subobjects of one type never share an address: an empty base `Tag`
// at 0 moves a later base holding a `Tag` to another offset. The later
// base may hold it through a template argument (`Box<Tag>`, at 1) or the
// empty base may bring it as its own base (`Marker`, with `Holder` at 8).
// Both classes are opaque (found by tools/cxx-fuzz; upstream's `_base_1`
// sits at 0).
struct Tag {};
template <typename T>
struct Box {
    T held;
};
struct Boxed : Tag, Box<Tag> {
    void *p;
};
struct Marker : Tag {};
struct Holder : Tag {
    long value;
};
struct Nested : Marker, Holder {
    int extra;
};
