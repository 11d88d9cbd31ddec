// bindgen-flags: -- -std=c++17
// Typedefs declared inside class templates, used inside the template
// (generic aliases taking the parameters they use) and from outside
// through an instantiation (`Vec<int>::size_type`, `Vec<char>::pointer`):
// those name what the typedef stands for with the arguments in place.

template <typename T> struct Vec {
  typedef unsigned long size_type;
  typedef T value_type;
  typedef T *pointer;
  using const_pointer = const T *;
  pointer data;
  size_type len;
};

template <typename T> struct Wrapper {
  typedef Vec<T> storage_type;
  typedef typename Vec<T>::size_type size_type;
  storage_type items;
  size_type extra;
};

struct User {
  Vec<int>::size_type count;
  Vec<char>::pointer name;
  Vec<double>::value_type weight;
  Vec<short>::const_pointer codes;
  Wrapper<long> wrapped;
  Wrapper<char>::storage_type raw;
};

Vec<int>::size_type user_count(const User *u);
