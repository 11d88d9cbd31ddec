// bindgen-flags: --no-debug 'geo::Point|.*Inner' --no-copy 'geo::Shape_Edge' --no-default geo::Box --with-derive-default -- -x c++ -std=c++17
// The `--no-*` derive lists match a C++ type by its path (`geo::Point`,
// a nested class as `geo::Shape_Edge`), as upstream, not by its Rust
// name (`geo_Point`): `.*Inner` matches `geo::Inner` too. A class holding
// a listed one loses the trait as well, but an opaque instantiation whose
// argument is listed keeps it (the blob asks what the argument can derive,
// as upstream).
namespace geo {
struct Point { int x; int y; };
struct Shape {
    struct Edge { Point from; Point to; };
    Edge first;
};
struct Box { Point corner; int side; };
struct Inner { long tag; };
template <typename T, int N> struct Slots { int used; };
struct Holder {
    Point where;
    Slots<Point, 2> slots;
};
struct Registry {
    Slots<Inner, 4> inner;
    Slots<Shape::Edge, 1> edges;
};
}
