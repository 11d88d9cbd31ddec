// bindgen-flags: 
// A class template is a generic struct; members, bases, parameters and
// typedefs that use an instantiation name it with its arguments, and each
// instantiation clang laid out gets a size and alignment check. Function
// templates and member templates are skipped with a warning.

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
