// bindgen-flags: -- -std=c++17
// Non-type template parameters: one that sizes an array, one that the
// layout never uses, one next to a type parameter, and defaults.

template <int N> struct Tagged {
  int value;
};

template <typename T, unsigned N> struct Fixed {
  T items[N];
  unsigned used;
};

template <typename T, bool Flag = true> struct Flagged {
  T value;
};

template <unsigned long Size> struct Buffer {
  unsigned char bytes[Size];
};

struct Holder {
  Tagged<3> tagged;
  Fixed<short, 4> fixed;
  Flagged<long> flagged;
  Flagged<char, false> unflagged;
  Buffer<16> buffer;
};

int holder_sum(const Holder *h);
