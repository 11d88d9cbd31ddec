// bindgen-flags: --opaque-type "geo::Pair<geo::Point, short>" --opaque-type ".*unsigned_char>" -- -x c++ -std=c++17
// `--opaque-type` also matches an instantiation by clang's spelling of it,
// every name fully qualified and the words of one argument joined by `_`
// (`geo::Pair<geo::Point, short>`, `geo::Pair<int, unsigned_char>`): that one
// instantiation becomes an opaque blob of its size, as a base, a member or
// a typedef's target, while the template and its other instantiations stay
// generic.
namespace geo {
struct Point {
    int x;
    int y;
};
template <typename A, typename B> struct Pair {
    A first;
    B second;
};
}

struct Segment : geo::Pair<geo::Point, short> {
    int weight;
};

struct Labels {
    geo::Pair<int, unsigned char> small;
    geo::Pair<int, short> kept;
};

typedef geo::Pair<char, unsigned char> Bytes;

struct Holder {
    Bytes bytes;
};
