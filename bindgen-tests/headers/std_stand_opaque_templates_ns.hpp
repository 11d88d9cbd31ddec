// bindgen-flags: --enable-cxx-namespaces --opaque-type 'bin::.*' --allowlist-type 'shop::.*' --with-derive-default --with-derive-hash --with-derive-partialeq --with-derive-eq -- -x c++ -std=c++17
// The stand-ins of opaque class templates inside namespace modules, with
// every derive asked for (a one-byte struct has them all; a union takes a
// zero-filling `Default`).
namespace bin {
template <typename Elem> class Bag {
public:
    typedef long diff_type;
    typedef Elem item_type;
    union Cell { Elem e; char raw; };
    Elem *items;
    diff_type used;
};
}
namespace shop {
struct Shelf {
    bin::Bag<short> bag;
    const bin::Bag<long> *other;
};
}
