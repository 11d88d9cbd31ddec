// bindgen-flags: -- -std=c++17
// Template arguments keep the typedefs they are written with
// (`Box<my_int>`, `Box<i8>` for `int8_t`), as upstream spells them, also
// nested, in namespaces, next to defaulted arguments and behind pointers;
// each spelling gets its own size check. Through an alias template, a
// written argument keeps its typedef where it is the class's own argument
// in that place (`Twin<my_int>` is `Entry<my_int, c_int>`).

typedef signed char int8_t;
typedef unsigned int uint32_t;

template <typename T> struct Box {
  T value;
};

template <typename K, typename V = unsigned short> struct Entry {
  K key;
  V value;
};

template <typename T> using Twin = Entry<T, T>;

typedef int my_int;
struct Thing {
  int x;
};
typedef Thing *thing_ptr;
typedef Thing thing_t;

namespace lib {
typedef long handle_t;
template <typename T> struct Slot {
  T item;
  int index;
};
} // namespace lib

struct Holder {
  Box<my_int> a;
  Box<int8_t> b;
  Box<thing_ptr> c;
  Box<thing_t> d;
  Box<Box<my_int> > e;
  Box<int> plain;
  Entry<uint32_t> defaulted;
  Entry<my_int, thing_ptr> both;
  Twin<my_int> twin;
  lib::Slot<lib::handle_t> slot;
};

typedef Box<my_int> IntBox;
void take(Box<my_int> *p, const Box<uint32_t> &q, lib::Slot<my_int> *s);
