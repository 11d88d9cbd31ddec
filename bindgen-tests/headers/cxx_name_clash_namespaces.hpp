// bindgen-flags: --enable-cxx-namespaces -- -x c++ -std=c++17
// With namespaces as Rust modules, names clash only inside one module: the
// typedef `net_params` and the class `net::params` live apart, the nested
// class `shop::Cart::Line` and `shop::Cart_Line` share `root::shop`.

typedef int net_params;

namespace net {
struct params {
    int window;
};
}

namespace shop {
struct Cart {
    struct Line {
        int qty;
    } first;
};
struct Cart_Line {
    long sku;
};
inline namespace v2 {
// An inline namespace melts into `shop`: this clashes too.
typedef char Cart_Line;
}
Cart::Line *cart_first(Cart *c, net::params p);
}
