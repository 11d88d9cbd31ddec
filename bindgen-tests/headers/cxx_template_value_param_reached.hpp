// bindgen-flags: --allowlist-type 'store::Cache' -- -x c++ -std=c++17
// A class template with a non-type parameter is left out and its uses are
// blobs; reaching one of its uses (a base here) still brings what the
// template declares inside, as upstream: its member typedef, a generic
// alias.
namespace store {
struct Entry {
    int key;
};
template <typename T, int N>
struct Slots {
    long used;
    typedef T value_type;
};
struct Cache : Slots<Entry, 4> {
    int hits;
};
}
