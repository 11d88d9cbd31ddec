// bindgen-flags: --enable-cxx-namespaces --allowlist-function 'geometry::area' --no-recursive-allowlist -- -x c++ -std=c++17
// With `--no-recursive-allowlist` upstream gives an empty `pub mod` to each
// namespace that spells a type other than a builtin: a function (its
// signature), a method, or a variable, typedef or member that is a pointer,
// reference, array or class, also inside a nested class. Namespaces holding
// only enums, classes of builtin members and builtin variables get none.
namespace geometry {
double area(double width, double height);
}
namespace signatures {
short scale(short by);
}
namespace methods {
struct Turtle {
    void walk();
};
}
namespace pointers {
extern const char *label;
}
namespace arrays {
struct Grid {
    int cells[4];
};
}
namespace nested {
struct Outer {
    struct Inner {
        long *slot;
    };
};
}
namespace aliases {
typedef int *IntPtr;
}
namespace statics {
struct Counter {
    static int *shared;
};
}
namespace enums {
enum Color { Red, Green };
}
namespace plain {
struct Pair {
    int first;
    int second;
};
}
namespace builtins {
extern short level;
}
namespace named {
typedef plain::Pair PairAlias;
}
