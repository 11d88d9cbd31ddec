// bindgen-flags: -- -x c++ -std=c++17
// An empty base next to a base that is an instantiation naming the same
// empty class as a template argument: when no member of the template
// holds that argument by value (`Keyed<Tag, long>` keeps only a `long`,
// or a pointer to its first argument), the two never share an address and
// the bases sit where the Itanium ABI puts them, as upstream lays them out.
// One that does hold it (`Wrapped<Tag>`, through a member of another
// instantiation) stays opaque: clang moves it past the empty base.
struct Tag {
    int probe(long key);
};
template <typename K, typename V>
struct Keyed {
    long long stamp;
    K *owner;
    V value;
};
template <typename T>
struct Slot {
    T item;
};
template <typename T>
struct Wrapped {
    Slot<T> slot;
    int count;
};
struct Plain : Tag, Keyed<Tag, long> {
    signed char flag;
};
struct Dynamic : Tag, Keyed<Tag, unsigned> {
    signed char flag;
    virtual unsigned char visit(const Tag &t);
    Keyed<Tag, wchar_t> spare;
};
struct Clashing : Tag, Wrapped<Tag> {
    char last;
};
