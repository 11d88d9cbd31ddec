// bindgen-flags: 
// Templates are not supported yet: a class template is skipped with a
// warning, a member whose type is an instantiation becomes an opaque
// blob of the right size.

template <typename T> struct Box {
  T value;
  int count;
};

template <typename T> T largest(T a, T b);

struct Holder {
  Box<long> boxed;
  int after;
};

int use_holder(Holder *h);
