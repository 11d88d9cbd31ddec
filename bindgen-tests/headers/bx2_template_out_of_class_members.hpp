// bindgen-flags: --enable-cxx-namespaces -- -x c++ -std=c++14

/* Members of class templates defined outside the class body: the definition
 * of a static data member whose type is a parameter, and a nested class
 * whose body names the outer template's parameters by new names. */
namespace bx2 {
template <typename V, V Init>
struct Holder {
  static const V seed = Init;
  V current;
};
template <typename V, V Init>
const V Holder<V, Init>::seed;

struct UsesHolder {
  Holder<int, 7> h;
  int extra;
};

template <typename, typename = int>
class Outer {
  class Inner;
  char tag;
};
template <typename CharT, typename Traits>
class Outer<CharT, Traits>::Inner {
  Traits traits_value;
};

struct UsesOuter {
  Outer<char> o;
  int n;
};
}
