// bindgen-flags: -- -x c++ -std=c++14

/* A member class of a class template used through an instantiation
 * (`Bx2Map<char, char>::Entry`): an opaque blob of clang's layout here (a
 * pointer to one that clang never completed points at an empty array).
 * Upstream points at a one-byte `Entry` that is no C++ type, and copies a
 * by-value use into a struct named after the user (`Bx2UsesMap_Entry`). */
template <typename K, typename V = int>
class Bx2Map {
public:
  struct Entry {
    K key;
    V value;
    Entry *next;
  };
  Entry *head;
  int size;
};

struct Bx2UsesMap {
  Bx2Map<char, char> m;
  Bx2Map<char, char>::Entry *first;
  Bx2Map<int>::Entry e;
};
