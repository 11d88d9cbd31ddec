// bindgen-flags: -- -std=c++17
// Template parameters that only some members use: those the layout uses
// are struct parameters; one used only by a method, a static member, a
// nested type or a member typedef takes no room, and is not one.

template <typename T, typename Tag> struct Handle {
  T *target;
  void retag(Tag tag);
};

template <typename T, typename Alloc> struct Pool {
  static Alloc allocator;
  T *items;
  unsigned count;
};

template <typename K, typename V> struct Map {
  typedef V mapped_type;
  K *keys;
  unsigned len;
};

template <typename T, typename U> struct Pairish {
  T first;
  struct Inner {
    U second;
  };
};

struct Owner {
  Handle<int, char> handle;
  Pool<long, short> pool;
  Map<char, double> map;
  Pairish<int, float> pairish;
};

int owner_total(const Owner *o);
