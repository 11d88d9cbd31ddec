// bindgen-flags: --merge-extern-blocks --enable-cxx-namespaces
// `--merge-extern-blocks` with C++: free functions, member functions and
// static data members of a module share one extern block.

namespace bank {
int open_count();
class Vault {
public:
  Vault(int code);
  ~Vault();
  bool unlock(int code);
  virtual long audit() const;
  static int vaults;
  long gold;
};
extern "C" void bank_reset(void);
} // namespace bank

int top_level(int);
