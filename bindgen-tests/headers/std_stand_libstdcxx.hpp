// bindgen-flags: --opaque-type 'std::.*' --allowlist-type 'depot::.*' -- -x c++ -std=c++17
// The real standard library made opaque: each std class template a user
// type reaches is a one-byte stand-in with its member typedefs, as
// upstream's (those whose target depends on a parameter through another
// template are not emitted here; see differences.md).
#include <string>
#include <vector>
namespace depot {
struct Crate {
    std::string label;
    std::vector<int> counts;
    int weight;
};
}
