// bindgen-flags: --verify-abi -- -std=c++17 --target=aarch64-unknown-linux-gnu
// C++ calls checked against clang (--verify-abi): `this` passing, const
// methods, constructors, destructors, virtual methods called by symbol,
// trivial classes returned in registers or through a hidden pointer, and
// classes C++ passes indirectly (not trivial for calls), which are left out
// where they travel by value.
namespace geo {
struct Point { double x, y; };
struct Box { long v[4]; };
struct Tag { char c; };

class Counted {
public:
    Counted();
    Counted(const Counted &other);
    ~Counted();
    int refs;
};

class Moveable {
public:
    Moveable(Moveable &&other);
    int fd;
};

struct Defaulted {
    Defaulted(const Defaulted &) = default;
    ~Defaulted() = default;
    int v;
};

class Shape {
public:
    Shape(int sides);
    Shape(const Point &center, double radius);
    ~Shape();
    virtual double area() const;
    int sides() const;
    int sides(int add);
    static Point origin();
    static Box bounds(Box b);
    Point center() const;
    Tag tag(Tag t, bool flag, char c);
    const Counted &counted() const;
    Counted take_counted(Counted c);
    void take_moveable(Moveable m);
    Defaulted copy_defaulted(Defaulted d);
    int n;
};

struct Derived : Shape {
    Derived();
    double area() const override;
};

Point midpoint(Point a, Point b);
Box widen(const Box &b, int by);
int overloaded(int x);
int overloaded(double x);
Counted make_counted(int refs);
int count_refs(Counted c);
int count_refs_ref(const Counted &c);
}
