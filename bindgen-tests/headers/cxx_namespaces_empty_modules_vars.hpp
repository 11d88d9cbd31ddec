// bindgen-flags: --enable-cxx-namespaces --generate types -- -x c++ -std=c++17
// With `--generate types`, a namespace holding only variables gets an empty
// `pub mod` when one of them has a type that is no builtin (a pointer, an
// array, a class, an enum, a typedef), as upstream's; one holding only
// variables of builtin types gets none. `root` is kept by its variable.
extern int counter;

struct Point {
    int x;
    int y;
};

namespace pointers {
extern const char *label;
}
namespace arrays {
extern int table[4];
}
namespace classes {
extern Point origin;
}
namespace builtins {
extern long total;
extern const double ratio;
}
