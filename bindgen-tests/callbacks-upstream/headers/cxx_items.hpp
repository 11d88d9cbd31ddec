// Items of every kind the callbacks are asked about, for
// scripts/callbacks_upstream.sh (C++).
#include <cstdint>
namespace geo {
struct Blocked { int b; };
/// A shape.
class Shape {
public:
    Shape();
    virtual ~Shape();
    virtual double area() const;
    int id;
    static int count;
    enum Kind { Circle, Square };
    Kind kind;
    Blocked blocked;
    struct Inner { int v; } inner;
protected:
    int secret;
};
class Circle : public Shape {
public:
    double area() const override;
    double r;
};
template <typename T> struct Box { T value; };
typedef Box<int> IntBox;
int free_fn(const Shape &s);
}
#define GEO_VERSION 3
namespace geo { enum Top { T1 }; enum class Scoped : short { S1 }; typedef enum { TD1 } tdenum_t; struct Holder { enum { ANON1 } a; }; }
enum Global { G1 };
struct M { geo::Shape *sp; geo::Shape s; std::int32_t i32; geo::IntBox ib; geo::Box<double> bd; geo::Shape::Kind k; bool b; const geo::Shape &r; };
