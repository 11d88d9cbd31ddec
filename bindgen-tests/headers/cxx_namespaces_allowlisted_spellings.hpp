// bindgen-flags: --enable-cxx-namespaces --allowlist-type 'Mode' --allowlist-type 'Point' --generate types -- -x c++ -std=c++17
// Upstream makes an item of each by-value spelling of a type in the
// namespace that writes it, and the type allowlist matches it by the type's
// name: such a namespace keeps an empty `pub mod` although nothing of it is
// emitted (a function's or method's return or parameter type, a member, a
// base, a typedef target, a variable, also behind a pointer or in an array
// there). Spellings behind a pointer or reference elsewhere, or in a member
// array, keep nothing.
enum Mode { Fast, Slow };
struct Point {
    int x;
    int y;
};

namespace returns {
Mode current();
}
namespace params {
void apply(Point where);
}
namespace members {
struct Holder {
    Mode mode;
};
}
namespace bases {
struct Marked : Point {
    int tag;
};
}
namespace aliases {
typedef Point Origin;
}
namespace variables {
extern Mode *active;
extern Point corners[4];
}
namespace methods {
struct Tool {
    Point locate() const;
};
}
namespace pointer_params {
void move(Point *to, const Mode &how);
}
namespace member_arrays {
struct Path {
    Point steps[8];
};
}
