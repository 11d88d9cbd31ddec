// bindgen-flags: -- -std=c++17
// An empty base declared after the data bases whose type the first data
// base holds at its start: two `Flag` subobjects may not share offset 0, so
// clang++ moves the later one to where the data ends, and the class grows
// by one step of its alignment. Rust gives the empty base no field; the
// class is laid out with its tail spelled as padding.

struct Flag {};

struct Counter {
  Flag flag;
  int count;
};

struct Wide {
  Flag flag;
  long long total;
};

struct Tiny {
  Flag flag;
  char code;
};

template <typename T> struct Slot {
  T value;
};

struct Tally : Counter, Slot<unsigned>, Flag {};

struct Ledger : Wide, Flag {};

struct Byte : Tiny, Flag {};

struct Labelled : Counter, Flag {
  char label;
};

// Declared first, the empty base keeps offset 0: nothing moves.
struct Leading : Flag, Slot<int> {};
