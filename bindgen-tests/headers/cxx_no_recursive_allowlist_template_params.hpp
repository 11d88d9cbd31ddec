// bindgen-flags: --no-recursive-allowlist -- -x c++ -std=c++17
// Under `--no-recursive-allowlist` every class template takes all of its
// type parameters, a `_phantom_N` marker for each one (as upstream, which
// does not follow members to the parameters they use then); uses spell
// every argument.
struct Header { int tag; };
namespace pool {
template <typename Key, typename Value>
struct Entry {
    Header head;
    long long stamp;
};
template <typename Key, typename Value>
struct Link {
    Value *target;
    Key key;
};
}
enum Kind { KIND_A, KIND_B };
struct Table {
    pool::Entry<unsigned, Kind> entries[2];
    pool::Link<int, Kind> link;
};
