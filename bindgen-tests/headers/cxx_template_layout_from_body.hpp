// bindgen-flags: -- -x c++ -std=c++14
// A class template specialization that only a function body uses is
// instantiated by that body: its layout, and so its layout test, comes from
// it. A parse that skipped function bodies would see no layout for
// `Cell<int>` or `Ring<char>`.
template <typename T> struct Cell {
    T value;
    long spare;
};
template <typename T> struct Ring {
    T first;
    T last;
    int head;
};

inline int cell_value() {
    Cell<int> c = {};
    return c.value;
}
Cell<int> *make_cell();

inline int ring_head() {
    Ring<char> r = {};
    return r.head;
}
typedef Ring<char> CharRing;
CharRing *char_ring();
