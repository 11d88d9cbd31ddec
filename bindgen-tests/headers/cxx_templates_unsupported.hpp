// bindgen-flags: 
// Templates are not supported yet: a class template is skipped with a
// warning; a member or base whose type is an instantiation becomes an
// opaque blob of the right size; a function passing one by value and a
// typedef of one whose size is unknown are skipped with a warning.

template <typename T> struct Box {
  T value;
  int count;
};

template <typename T> T largest(T a, T b);

struct Holder {
  Box<long> boxed;
  int after;
};

struct Derived : Box<short> {
  char tag;
};

typedef Box<double> DoubleBox;

int use_holder(Holder *h);
int by_pointer(Box<long> *b);
void by_value(Box<long> b);

struct Generic {
  template <typename U> U convert() const;
  int raw;
};
