// bindgen-flags: --enable-cxx-namespaces --generate types -- -x c++ -std=c++17
// With `--generate types`, a namespace holding only functions still gets
// an empty `pub mod`, as upstream's: also when the functions are inline
// (never bound) or in an anonymous namespace. An empty namespace gets none.
namespace calc {
int add(int a, int b);
}
namespace helpers {
inline int twice(int x) { return 2 * x; }
}
namespace detail {
namespace {
int secret();
}
}
namespace nothing {
}
namespace shapes {
struct Point {
    int x;
    int y;
};
}
