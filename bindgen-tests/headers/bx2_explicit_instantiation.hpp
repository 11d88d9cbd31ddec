// bindgen-flags: --enable-cxx-namespaces -- -x c++ -std=c++14

/* Explicit instantiations (`template struct X<int>;`, `extern template`)
 * declare nothing new: their uses are instantiations of the primary
 * template, spelled generically and checked as upstream does. An explicit
 * specialization (`template <> struct ...`) keeps its own members. */
namespace bx2 {
template <typename T>
struct Acc {
  T total;
  int count;
  void add(T v);
  T get() const;
};

struct EarlyUser {
  Acc<short> s;
};

template struct Acc<int>;
extern template struct Acc<double>;
template class Acc<short>;

template <>
struct Acc<bool> {
  unsigned char bits[4];
};

typedef Acc<int> IntAcc;
}

template struct bx2::Acc<char>;

namespace other {

struct UsesAcc {
  bx2::Acc<int> i;
  bx2::Acc<double> d;
  bx2::IntAcc alias;
  bx2::Acc<char> c;
  bx2::Acc<bool> b;
};
}

bx2::Acc<long> *bx2_make_long();
