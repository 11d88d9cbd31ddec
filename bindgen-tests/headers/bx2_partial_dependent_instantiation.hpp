// bindgen-flags: --with-derive-partialeq -- -x c++ -std=c++14

/* A member of a class template whose type is an instantiation mixing the
 * template's parameters with concrete types (`Pairish<T, int>`), as in
 * rust-bindgen's #41: spelled with those arguments. Upstream writes the
 * inner template's own parameters (`Pairish<A, B>`), undefined there. */
template <typename A, typename B>
struct Bx2Pairish {
  A first;
  B second;
};

template <typename T>
struct Bx2Carrier {
  Bx2Pairish<T, int> pair;
  T *cursor;
};
template <typename T>
struct Bx2Same {
  Bx2Pairish<T, T> pair;
};
template <typename T>
struct Bx2Flipped {
  Bx2Pairish<long, T> pair;
  Bx2Pairish<T *, char> ptrs;
};

struct Bx2Concrete {
  Bx2Carrier<double> c;
  Bx2Same<short> s;
  Bx2Flipped<int> f;
};
