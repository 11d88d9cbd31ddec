// bindgen-flags: --enable-cxx-namespaces --blocklist-item 'unused|' --raw-line '// kept above the module' -- -x c++ -std=c++17
// An item blocklist that matches the empty name (here `unused|`; `.*` too)
// names file scope, whose path is empty: upstream then leaves out `root`
// with everything in it (classes, functions, variables, namespaces, macro
// constants) and writes no `pub mod root` at all. Raw lines stay.
#define LIMIT 16

struct Point {
    int x;
    int y;
};

int distance(Point a, Point b);

namespace geometry {
struct Circle {
    Point center;
    double radius;
};
extern const Circle unit;
}
