// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-default --no-debug geo::Ring --no-copy Strip --no-hash geo::Ring --no-partialeq Strip --no-default Tile -- -x c++ -std=c++17
// Class templates with a non-type parameter are left out and their
// instantiations become opaque blobs. The `--no-*` lists naming such a
// template take their traits from every blob of it, so from what holds one
// (as a base, a member or an array element).
namespace geo {
template <typename T, int N> struct Ring { T items[N]; };
}
template <int W> struct Strip { char cells[W]; };
template <typename T, unsigned K> struct Tile { T v; };

struct Road : geo::Ring<short, 2> {
    int lanes;
};

struct Map {
    Strip<4> strips[2];
    Tile<int, 1> tile;
};

struct Atlas {
    geo::Ring<char, 3> ring;
    Tile<long, 2> tiles[2];
};
