// bindgen-flags: --opaque-type 'Sealed' -- -x c++ -std=c++17
// Without allowlists upstream generates every item, so each instantiation
// clang laid out gets its size check, also one only an opaque class (its
// base) or a template left out for a non-type parameter (its member) spells.
template <typename T>
struct Cell {
    T value;
    long tag;
};

struct Sealed : Cell<short> {
    int hidden;
};

template <typename T, int N>
struct Ring {
    Cell<unsigned char> first;
    T items[N];
};
