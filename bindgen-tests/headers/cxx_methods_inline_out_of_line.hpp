// bindgen-flags: 
// Member functions declared in the class and defined `inline` after it
// have no symbol in the library, like those defined in the class body:
// they are not bound. Out-of-line definitions without `inline` change
// nothing.

namespace shapes {

class Circle {
public:
  Circle(int radius);
  Circle(const Circle &other);
  ~Circle();
  int radius() const;
  int diameter() const;
  static int count();
  void grow(int by);
  int area() const { return 3 * r * r; }

  struct Arc {
    int degrees() const;
    int length() const;
    int d;
  };

private:
  int r;
};

inline Circle::Circle(int radius) : r(radius) {}
inline Circle::~Circle() {}
inline int Circle::radius() const { return r; }
inline int Circle::count() { return 0; }
void Circle::grow(int by) { r += by; }
inline int Circle::Arc::degrees() const { return d; }

} // namespace shapes
