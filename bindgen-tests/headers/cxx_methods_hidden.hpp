// bindgen-flags: -- -std=c++17
// Methods of hidden visibility (a hidden class, or one hidden member) have
// no exported symbol and are not bound, as upstream; the overloads around
// them keep their numbers.

class __attribute__((visibility("hidden"))) Internal {
public:
  Internal();
  int step();
  int state;
};

class Mixed {
public:
  int get(int key);
  __attribute__((visibility("hidden"))) int get(long key);
  int get(const char *name);
  __attribute__((visibility("protected"))) void sync();
  void flush();
  int size;
};

int internal_count(const Internal *i);
