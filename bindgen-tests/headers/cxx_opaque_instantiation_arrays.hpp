// bindgen-flags: --with-derive-default -- -x c++ -std=c++17
// An array of instantiations of a class template that is left out (it
// has a non-type parameter) is one opaque blob of the whole array, as
// upstream's: nested arrays and `const` elements too, at any length
// (`Default` beyond 32 elements). A named typedef of such an array is a
// blob of its own, and an array of that typedef stays an array.
template <typename Elem, int Count> struct Ring { Elem head; Elem tail; };
typedef Ring<int, 2> RingPair[2];
struct Holder {
    Ring<int, 2> single[1];
    Ring<int, 2> grid[2][3];
    const Ring<short, 4> frozen[3];
    Ring<unsigned char, 8> many[40];
    RingPair pairs[2];
    Ring<int, 2> *pointers[2];
};
void visit_rings(Ring<int, 2> (*rows)[4]);
