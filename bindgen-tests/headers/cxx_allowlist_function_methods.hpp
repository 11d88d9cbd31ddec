// bindgen-flags: --allowlist-function 'shop::.*_(total|Cart|clear)' -- -x c++ -std=c++17
// --allowlist-function names methods by `namespace::Class_method`: an
// instance method (or a constructor) that matches brings its class, whole,
// as its `this` names it. Inline, private and deleted methods are not
// bound, so they bring nothing.
namespace shop {
class Cart {
public:
    enum State { OPEN, PAID };
    struct Line { int sku; int qty; };
    Cart();
    int total() const;
    void add(int sku, int qty);
    State state;
    int lines;
};
class Ledger {
public:
    int clear() { return 0; }
    int entries;
};
class Vault {
    int total();
public:
    int coins;
};
class Frozen {
public:
    void clear() = delete;
    int left;
};
namespace detail {
class Register { public: class Drawer { public: int total(); int cash; }; int id; };
}
int checkout_total(const Cart *c);
}
