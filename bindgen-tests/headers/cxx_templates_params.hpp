// bindgen-flags: -- -std=c++17
// Which parameters a generic struct takes: those a member uses, directly,
// behind a pointer, in an array or through another template that uses its
// own; default arguments are spelled out at each use. Typedefs declared in
// a template are generic aliases taking the parameters they use.

template <typename Key, typename Value = unsigned short> struct Entry {
  Key key;
  Value value;
};

// `Tag` is never used: the struct takes no parameter.
template <typename Tag> struct Marker {
  int serial;
};

// `Elem` only behind a pointer, `Meta` only through `Marker`, which drops it.
template <typename Elem, typename Meta> struct Span {
  Elem *start;
  unsigned long length;
  Marker<Meta> marker;
};

template <typename T> struct Triple {
  typedef T part_type;
  typedef int count_type;
  part_type parts[3];
  count_type filled;
};

// An alias template is a generic alias; its uses name the class.
template <typename T> using Pairing = Entry<T, T>;

struct Inventory {
  Entry<int> counts;
  Entry<char, double> prices;
  Marker<float> flag;
  Span<Inventory, long> children;
  Triple<short> dims;
  Pairing<float> pairing;
};

typedef Entry<long, long> WideEntry;
using CharSpan = Span<char, int>;

int inventory_size(const Inventory *inv);
extern Triple<unsigned char> global_rgb;
