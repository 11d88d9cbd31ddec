// bindgen-flags: -- -x c++ -std=c++17
// An empty base at 0 next to a base holding the same empty class as a
// member: only a member at the base's offset 0 would share the empty
// base's address. `Dynamic` keeps its `Tag` member at 8, behind its vtable
// pointer, so `Outer` is laid out, as upstream; `Leading` holds one at 0,
// so `Moved` (where clang++ moves `Leading` to 8) stays opaque.
struct Tag {};
struct Dynamic {
    virtual ~Dynamic();
    Tag marker;
    int count;
};
class Outer : public Tag, protected Dynamic {
public:
    virtual ~Outer();
    const void *data;
};
struct Leading {
    Tag first;
    int count;
};
struct Moved : Tag, Leading {
    char last;
};
