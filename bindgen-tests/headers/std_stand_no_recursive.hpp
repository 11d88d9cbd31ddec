// bindgen-flags: --no-recursive-allowlist --opaque-type 'bin::.*' --with-derive-partialeq -- -x c++ -std=c++17
// Without recursion upstream's stand-in of an opaque class template takes
// every type parameter, each behind a zero-sized marker.
namespace bin {
template <typename K, typename V> struct Pair { K *k; V v; };
}
struct Book {
    bin::Pair<int, long> entry;
    int pages;
};
