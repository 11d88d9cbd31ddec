// bindgen-flags: --blocklist-var 'geo::Grid_total' -- -x c++ -std=c++17
// `--blocklist-var` and `--blocklist-item` name a static data member by
// its path `ns::Class_member`, as upstream's: `Grid::total` is left out,
// `Grid::cells` stays (found by tools/cxx-fuzz: with `--blocklist-item
// '.*'` the statics of a class stayed, naming types that were not emitted).
namespace geo {
typedef long Count;
struct Grid {
    static Count total;
    static int cells;
    int width;
};
}
