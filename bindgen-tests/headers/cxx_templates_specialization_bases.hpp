// bindgen-flags: -- -std=c++17
// Explicit and partial specialisations used as base classes and members.

template <typename T> struct Storage {
  T value;
};

template <> struct Storage<void> {
  int empty_marker;
};

template <typename T> struct Storage<T *> {
  T *pointer;
  unsigned long count;
};

struct FromFull : Storage<void> {
  char tag;
};

struct FromPartial : Storage<int *> {
  short tag;
};

struct FromPrimary : Storage<double> {
  int tag;
};

template <typename T> struct Derived : Storage<T> {
  T extra;
};

struct Uses {
  Derived<long> from_primary;
  Storage<char *> partial_member;
};
