// bindgen-flags: --enable-cxx-namespaces --merge-extern-blocks --allowlist-item "grid::Cell_.*" -- -x c++ -std=c++17
// With namespaces as modules, a static data member allowlisted alone goes
// into its class's module under its `Class_member` name; with
// --merge-extern-blocks it joins that module's one extern block.

namespace grid {
struct Cell {
    static int rows;
    static float weight;
    struct Pos {
        static unsigned origin;
    };
    int value;
};
namespace deep {
struct Cell {
    static int rows;
};
}
}
