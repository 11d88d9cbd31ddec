// bindgen-flags: -- -std=c++17
// Alias declarations and alias templates: a plain `using` is a type alias,
// an alias template a generic alias taking the parameters its target uses;
// uses of an alias template name what it stands for.

template <typename A, typename B> struct Couple {
  A left;
  B right;
};

using Count = unsigned int;
using Callback = void (*)(int code, void *user);
template <typename T> using Ptr = T *;
template <typename T> using Same = Couple<T, T>;
template <typename T> using WithCount = Couple<T, Count>;
template <typename T, typename Unused> using Ignores = Couple<T, int>;
template <typename T> using Nested = Same<Ptr<T> >;

struct Registry {
  Count total;
  Callback on_change;
  Ptr<char> name;
  Same<short> pair;
  WithCount<double> weighted;
  Ignores<long, float> first_only;
  Nested<int> pointers;
};

Same<int> *registry_pairs(Registry *r, Ptr<const char> key);
