// bindgen-flags: --enable-cxx-namespaces --blocklist-type '.*' --generate types -- -x c++ -std=c++17
// A type blocklist matching the empty name (`.*`) also takes away the
// nameless types (pointers, arrays, template parameters) that otherwise
// keep an empty `pub mod` for their namespace: upstream writes none here.
namespace handles {
typedef unsigned long long *Raw;
extern const char *label;
}
namespace pool {
template <typename T>
struct Arena {
    T *slab;
};
}
