// bindgen-flags: --opaque-type '.*value_type.*' -- -x c++ -std=c++17
// A member typedef of a class template that `--opaque-type` names stays a
// generic alias of what it stands for: it has no layout of its own, so a
// blob of one size cannot stand for it (upstream writes `u8`, also inside
// the generic struct, whose layout is then wrong for other arguments).
template <typename T, typename U>
struct Slot {
    T item;
    typedef U value_type;
    value_type spare;
    typedef T *pointer;
};
struct Holder {
    Slot<int, double> slot;
};
