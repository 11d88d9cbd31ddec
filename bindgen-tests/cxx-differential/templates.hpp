// Class templates: each instantiation's generic struct, with the Rust
// arguments substituted, must lay out like clang++'s instantiation, and the
// classes holding instantiations must place them where clang++ does.
//
// check: Entry<int,char> rust=<c_int,c_char> fields=key,value
// check: Entry<char,double> rust=<c_char,f64> fields=key,value
// check: Entry<short,long> rust=<c_short,c_long> fields=key,value
// check: Marker<float> fields=serial
// check: Triple<short> rust=<c_short> fields=parts
// check: Triple<double> rust=<f64> fields=parts
// check: Span<char,int> rust=<c_char> fields=start,length,marker
// check: Padded<char,long,char> rust=<c_char,c_long,c_char> fields=a,b,c
// check: Wrapper<unsigned> rust=<c_uint> fields=inner,tail
// check: Inventory fields=counts,prices,flag,dims,doubles,span,padded,wrapped,tail
// check: Outer fields=pairs,nested
// check: store::Shelf fields=items,count

template <typename Key, typename Value = char> struct Entry {
  Key key;
  Value value;
};

template <typename Tag> struct Marker {
  int serial;
};

template <typename T> struct Triple {
  T parts[3];
};

template <typename Elem, typename Meta> struct Span {
  Elem *start;
  unsigned long length;
  Marker<Meta> marker;
};

template <typename A, typename B, typename C> struct Padded {
  A a;
  B b;
  C c;
};

template <typename T> struct Wrapper {
  Entry<T, T> inner;
  T tail;
};

struct Inventory {
  Entry<int> counts;
  Entry<char, double> prices;
  Marker<float> flag;
  Triple<short> dims;
  Triple<double> doubles;
  Span<char, int> span;
  Padded<char, long, char> padded;
  Wrapper<unsigned> wrapped;
  char tail;
};

struct Outer {
  Entry<short, long> pairs[2];
  Wrapper<unsigned> nested;
};

namespace store {
template <typename T> struct Bin {
  T *items;
  unsigned count;
};
struct Shelf {
  Bin<int> items;
  int count;
};
} // namespace store
