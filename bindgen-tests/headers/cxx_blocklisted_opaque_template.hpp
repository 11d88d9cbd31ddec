// bindgen-flags: --blocklist-item 'store::Pair' --opaque-type 'store::Pair' --with-derive-hash --with-derive-partialeq -- -x c++ -std=c++17
// A class template both blocklisted and named by `--opaque-type`: its
// instantiations are blobs of clang's size (the user's definition is never
// named), and what holds one derives what a blocklisted type allows.
namespace store {
template <typename K, typename V> struct Pair { K key; V value; int hits; };
}
typedef store::Pair<wchar_t, short> WidePair;
struct Cache {
    store::Pair<int, short> first;
    WidePair second;
    long total;
};
