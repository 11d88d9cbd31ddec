// bindgen-flags: --opaque-type 'Ring' -- -x c++ -std=c++17
// The typedefs of a class template that is left out (a non-type
// parameter) or opaque are emitted as generic aliases all the same, as
// upstream's: each takes the parameters its target uses.
template <typename T, int N>
struct Array {
    T items[N];
    typedef T value_type;
    typedef T *iterator;
    typedef unsigned long size_type;
};
template <typename T>
struct Ring {
    T *slots;
    typedef T element_type;
};
struct Holder {
    Array<int, 4> numbers;
};
