// bindgen-flags: --enable-cxx-namespaces --allowlist-type 'shop::Item' --allowlist-function 'tally::.*' --ignore-functions -- -x c++ -std=c++17
// Namespaces with nothing emitted in them get an empty `pub mod` where
// upstream gives them one: a namespace holding another namespace (emitted
// or not), or a function the allowlists want while types are generated
// (whether or not the function itself is emitted). The others get none.
namespace shop {
struct Item {
    int price;
};
}
namespace outer {
namespace inner {
int hidden(int x);
}
}
namespace tally {
int count();
}
namespace stock {
int level();
}
namespace only_types {
struct Unused {
    int x;
};
}
namespace empty {
}
