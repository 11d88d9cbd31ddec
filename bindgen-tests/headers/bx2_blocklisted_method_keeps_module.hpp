// bindgen-flags: --enable-cxx-namespaces --allowlist-function '.*' --blocklist-function '.*_(sm|vf)[0-9]+' -- -x c++ -std=c++14

/* A static or virtual method the function allowlist wants and the function
 * blocklist takes away still makes an item of its signature's type in its
 * class's namespace upstream: the namespace keeps an (empty) module. A
 * plain method brings its class (the `this` pointer's type), a method of a
 * class template and an operator count for nothing (seed 8104 case 35). */
namespace bx2 {
class Bx2Static {
public:
  static int sm13(unsigned long p0);
  int m;
};
}
namespace bx2v {
class Bx2Virtual {
public:
  virtual int vf14(long);
  int m;
};
}
namespace bx2t {
template <class T>
struct Bx2Tpl {
  static int sm15(long);
  T m;
};
struct Bx2Op {
  int operator[](int) const;
  int m;
};
}
