// bindgen-flags: -- -x c++ -std=c++17
// Rust names that two items would share get a number on one of them: a name
// the declaration spells (the C typedef `net_params`) keeps it over one
// bindgen composes (`net::params`), and between composed names the first
// declared keeps it. `net_params1` is taken, so the class gets `net_params2`.

typedef int net_params;
struct net_params1 {
    char tag;
};

namespace net {
class params {
public:
    int window;
    long budget;
    int limit() const;
    static params defaults();
};
}

// Both are `geo_shape_kind` once namespaces become prefixes.
namespace geo {
struct shape_kind {
    short sides;
};
}
namespace geo_shape {
struct kind {
    double area;
};
}

// A nested class and a file-scope struct spelled like its Rust name: the
// spelled one keeps it.
struct Outer {
    struct Inner {
        int depth;
    } inner;
};
struct Outer_Inner {
    unsigned flags;
};

// Users of the renamed types follow them.
net::params *net_open(const net::params &p, geo_shape::kind k, Outer::Inner *in);
