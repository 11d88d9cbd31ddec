// bindgen-flags: -- -std=c++17
// Instantiations of empty class templates as bases take no room and get no
// field, like empty classes (a class left with nothing is one `_address`
// byte), as upstream; an instantiation of a template that is not a generic
// struct (a non-type parameter) is a blob and keeps its `_base`. Defaulted
// arguments are spelled in the size checks (`Traits<void>`).

template <typename T = void> struct Traits {
  static int instances;
  static const bool enabled = true;
};

template <typename T, bool V> struct Constant {
  static constexpr bool value = V;
};
typedef Constant<int, false> FalseType;

struct Defaulted : Traits<> {};
struct Given : Traits<int> {};
struct WithField : Traits<long> {
  int x;
};
struct FromBlob : FalseType {};
struct Member {
  Traits<int> traits;
  int y;
};

Defaulted *make_defaulted();
Given *make_given();
WithField *make_with_field();
FromBlob *make_from_blob();
Member *make_member();
