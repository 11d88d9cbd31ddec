// bindgen-flags: --allowlist-function 'open_.*' -- -x c++ -std=c++17
// An instantiation names every argument, also those of parameters no member
// uses: the allowlists bring each of them in, through typedefs too.
template <typename Key, typename Value>
struct Slot {
    int index;
    Value value;
};

struct Tag {};
struct Label {
    char text[4];
};
struct Mark {};

typedef Slot<unsigned long long, Tag> TaggedSlot;

struct Table {
    typedef Slot<TaggedSlot, Label> Row;
    Slot<Mark, int> first;
    int count;
};

Table open_table();
