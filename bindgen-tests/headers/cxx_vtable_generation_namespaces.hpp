// bindgen-flags: --enable-cxx-namespaces --vtable-generation -- -x c++ -std=c++17
// Under --enable-cxx-namespaces the vtable struct sits in its class's
// module, and the `this` of each slot names the class without a path, as
// upstream's; other parameters and results keep theirs.
namespace shapes {
namespace flat {
struct Reply {
    int code;
};

class Panel {
public:
    virtual int draw();
    virtual Reply answer(const Panel *other) const;
    int width;
};
}
}

struct Outside {
    virtual long measure(shapes::flat::Panel *panel);
    long size;
};
