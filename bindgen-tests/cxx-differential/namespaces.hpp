// Classes in namespaces. Without --enable-cxx-namespaces the Rust names are
// the qualified names with `_` for `::`; the same class name in two
// namespaces gives two types.
//
// check: shop::Item fields=price,count
// check: shop::Basket bases=shop::Item fields=owner
// check: shop::stock::Item fields=code
// check: shop::stock::Shelf vtable fields=items,front
// check: depot::Item fields=mass
// check: depot::Crate bases=shop::Item,depot::Item fields=sealed

namespace shop {
struct Item {
    int price;
    short count;
};

class Basket : public Item {
public:
    long owner;
};

namespace stock {
struct Item {
    char code[3];
};

class Shelf {
public:
    virtual ~Shelf();
    Item items[4];
    shop::Item front;
};
} // namespace stock
} // namespace shop

namespace depot {
struct Item {
    float mass;
};

struct Crate : shop::Item, Item {
    bool sealed;
};
} // namespace depot
