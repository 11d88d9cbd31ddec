// bindgen-flags: --with-derive-default --with-derive-hash --with-derive-partialeq --with-derive-eq -- -std=c++17
// Derives of generic structs are bounded on the parameters by `derive`;
// `Default` is derived only when every member has one (a raw pointer has
// none: then there is no `Default` at all, rather than a zero-filled `T`).

template <typename T> struct Plain {
  T value;
  int count;
};

template <typename T> struct Linked {
  T value;
  Linked<T> *next;
};

template <typename T> struct Measured {
  T value;
  float weight;
};

struct Uses {
  Plain<int> plain;
  Linked<long> linked;
  Measured<char> measured;
};
