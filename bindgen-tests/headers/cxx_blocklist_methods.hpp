// bindgen-flags: --blocklist-function 'kit::Store_load' --blocklist-function 'kit::Store_Store_destructor' --blocklist-item 'kit::Store_reset' --blocklist-function 'Cache_.*1'
// `--blocklist-function` and `--blocklist-item` leave out methods matched
// by namespace path and declaration name with its overload number
// (`kit::Store_load` is the first `load` only), as upstream; the other
// declarations keep their numbers and the wrappers are numbered among
// those emitted (`load` for `Store_load1`).
namespace kit {
class Store {
public:
  Store(int slots);
  ~Store();
  int load(int key);
  int load(const char *name);
  static void reset();
  void save(int key, int value);
};
}

class Cache {
public:
  void put(int key);
  void put(double key);
  void drop();
};

void kit_Store_load_all(kit::Store *store);
