// bindgen-flags: -- -x c++ -std=c++17
// `Mixed`'s primary (dynamic) base is not its first, so where its data
// ends is not known here (it is an opaque blob). `Outer` puts `Other`
// after it: were `Other` inside `Mixed`'s tail padding, the member `tail`
// (no more aligned than `Other`) would sit before the place Rust gives it,
// so clang's offset of `tail` settles it and `Outer` is laid out.
struct Plain {
    int p;
};

struct Dyn {
    virtual void f();
    int d;
};

struct Mixed : Plain, Dyn {};

struct Other {
    int o;
    short s;
};

struct Outer : Mixed, Other {
    int tail;
};

// `Spare` has real tail padding (16 bytes, data ends at 12) and `Small`
// fits there: `after` sits before where a Rust field would, so this one
// stays opaque.
struct Spare {
    virtual void g();
    int x;
};

struct Small {
    int v;
};

struct Packed : Spare, Small {
    int after;
};
