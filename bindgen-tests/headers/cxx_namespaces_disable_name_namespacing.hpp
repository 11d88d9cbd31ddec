// bindgen-flags: --enable-cxx-namespaces --disable-name-namespacing -- -x c++ -std=c++17
// Uses of a type from another namespace are spelled by their path from
// `root`, which resolves; upstream spells the bare name, which does not
// (E0425).
struct Shape {
    int sides;
    enum Kind { Flat, Solid };
};
namespace geo {
typedef Shape Outline;
struct Square : Shape {
    Shape::Kind kind;
};
}
