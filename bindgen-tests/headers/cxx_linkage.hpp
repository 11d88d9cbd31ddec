// bindgen-flags: 
// What has a symbol to link against: C linkage inside a namespace, and
// not the functions, members and statics of an anonymous namespace,
// inline functions, or defaulted special members.

namespace net {
extern "C" int net_init(int flags);
int resolve(const char *host);
inline int port_of(int packed) { return packed & 0xffff; }
static int local_helper(int);

namespace {
int private_counter(int);
struct Scratch {
  static int uses;
  int touch();
  int bytes;
};
} // namespace

struct Endpoint {
  Endpoint() = default;
  ~Endpoint() = default;
  static Endpoint any();
  unsigned addr;
  unsigned short port;
};
} // namespace net
