// bindgen-flags: -- -std=c++17
// What a generic struct cannot describe stays an opaque blob of clang's
// size, with a warning: non-type and template template parameters,
// dependent member types, explicit and partial specializations. (An empty
// base takes no room and gets no field, as in other classes: that one is
// generic.)

template <int N> struct Ring {
  char bytes[N];
};

template <typename T> struct Traits {
  typedef T value_type;
};

template <typename T> struct ByTraits {
  typename T::value_type held;
};

template <template <typename> class C> struct Holder {
  C<int> inner;
};

template <typename T> struct Cell {
  T value;
};

template <> struct Cell<bool> {
  char flags;
  int count;
};

template <typename T> struct Cell<T *> {
  T *target;
  long weight;
};

struct Nothing {};

template <typename T> struct WithEmptyBase : Nothing {
  T value;
};

struct Mixed {
  Ring<12> ring;
  ByTraits<Traits<int> > by_traits;
  Holder<Traits> holder;
  Cell<bool> flag_cell;
  Cell<int *> ptr_cell;
  Cell<float> float_cell;
  WithEmptyBase<int> with_base;
};

int mixed_total(Mixed *m);

// Nothing here needs `Cell<double>` complete, so clang does not lay it out:
// a function passing it by value is skipped with a warning (through a
// pointer it is fine).
Cell<double> cell_scaled(Cell<double> c, double by);
void cell_scale(Cell<double> *c, double by);

// An enum inside a template has no integer type of its own until
// instantiated: it is `int`, like an unfixed enum whose values fit.
template <typename> struct IsSmall {
  enum { value = false };
};
