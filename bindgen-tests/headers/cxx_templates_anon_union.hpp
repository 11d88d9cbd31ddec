// bindgen-flags: -- -std=c++17
// Anonymous unions and structs inside class templates: their members use
// the template's parameters, so the generated union types are generic too.

template <typename T> struct Variant {
  int kind;
  union {
    T value;
    char raw[8];
  };
};

template <typename T> struct Split {
  union {
    struct {
      T low;
      T high;
    };
    long whole;
  };
  unsigned flags;
};

struct UsesVariants {
  Variant<int> small;
  Variant<double> big;
  Split<int> halves;
};

int variant_kind(const Variant<int> *v);
