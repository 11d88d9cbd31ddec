// bindgen-flags: --with-derive-hash -- -x c++ -std=c++17
// A class whose layout Rust cannot express (its member sits in the tail
// padding of a dynamic base) is an opaque blob here; upstream lays it out,
// so a member whose class declares a destructor takes `Copy` and `Clone`
// away from it and from what holds it, as a member or a virtual base.
struct Handle {
    ~Handle();
    int fd;
};

struct Shape {
    virtual int sides() const;
    int id;
};

struct Owning : Shape {
    Handle handles[1];
};

struct Plain : Shape {
    int count;
};

struct Scene {
    Owning owning;
    Plain plain;
};

struct Layer : virtual Owning {
    long depth;
};
