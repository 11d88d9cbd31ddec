// bindgen-flags: --with-derive-default -- -x c++ -std=c++17
// A class holding an instantiation of a generic struct by value (as a
// base or a member) gets a zero-filling `impl Default`, as upstream's,
// whose generic structs have such an impl rather than a derived one.
template <typename T> struct Cell { unsigned char tag; T value; short spare; };
template <typename T> struct Pair { Cell<T> first; T second; };
struct Derived : Cell<char> {};
struct Member { Cell<int> cell; int count; };
struct Nested { Pair<int> pair; };
struct Plain { int only; };
