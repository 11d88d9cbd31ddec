// bindgen-flags: -- --target=wasm32-unknown-unknown -std=c++17
// On wasm32 clang makes hidden the default visibility: only what is
// declared `visibility("default")` (a whole class, or one member) is
// bound. Its constructors and destructors return `this` in that C++ ABI,
// which the declarations leave out, as upstream (a pointer returned in a
// register is ignored).

#define EXPORT __attribute__((visibility("default")))

class EXPORT Point {
public:
  Point();
  Point(int x, int y);
  ~Point();
  int length() const;
  int x;
  int y;
};

namespace geo {
class Shape {
public:
  EXPORT Shape(const Point &origin);
  EXPORT virtual ~Shape();
  EXPORT int area() const;
  int hidden_area() const;
  Point origin;
};
} // namespace geo

EXPORT int shape_count();
int hidden_count();
