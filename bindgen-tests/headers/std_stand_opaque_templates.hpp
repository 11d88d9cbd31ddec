// bindgen-flags: --opaque-type 'bin::.*' --allowlist-type 'shop::.*' -- -x c++ -std=c++17
// A class template `--opaque-type` names: its uses are blobs of their own
// size, and the template itself is a one-byte stand-in, as upstream's.
// Its member typedefs are blobs too (of their size, or one byte when that
// depends on the parameters); nested classes and unions are stand-ins.
namespace bin {
template <typename Elem> class Bag {
public:
    typedef unsigned int count_type;
    typedef Elem item_type;
    struct Slot { Elem *at; };
    union Cell { Elem e; char raw; };
    Elem *items;
    count_type used;
    Slot first;
};
template <typename A, typename B> struct Duo { A *a; B *b; };
}
namespace shop {
struct Shelf {
    bin::Bag<short> bag;
    bin::Duo<int, char> *pair;
    int id;
};
}
