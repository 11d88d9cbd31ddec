// bindgen-flags: -- -x c++ -std=c++17
// A class with a vtable pointer of its own puts its data bases at 8 and
// later, so an empty base at 0 clashes with none of them, even one that
// holds the empty type too: `Visitor` is laid out (vtable pointer, then
// `Holder`), as upstream. When the empty type comes twice among the empty
// bases (`Marker` and `Badge` both derive from `Tag`), the second copy
// moves behind the pointer and may push `Holder` on: that class stays
// opaque.
struct Tag {};
struct Marker : Tag {};
struct Badge : Tag {};
struct Holder : Tag {
    long count;
    long code;
};
struct Visitor : Holder, Marker {
    virtual int visit(int depth);
    short level;
};
struct Twice : Marker, Badge, Holder {
    virtual void touch();
    int weight;
};
