// bindgen-flags: --enable-cxx-namespaces -- -std=c++17
// Templates in namespaces, a template inheriting from another, a class
// nested in a template (generic in the outer parameter), a self-referencing
// node, and instantiations of instantiations.

namespace store {

template <typename T> struct Link {
  T payload;
  Link<T> *next;
};

template <typename T> class Chain {
  Link<T> *head;
  unsigned size;
};

template <typename T> struct Slot : Link<T> {
  bool taken;
};

template <typename V> struct Table {
  struct Row {
    V cell;
    int index;
  };
  Row first;
  Row *rest;
};

struct Catalog {
  Chain<int> ids;
  Slot<double> slot;
  Table<char> names;
  Link<Link<short> > twice;
};

} // namespace store

void catalog_fill(store::Catalog *c);
