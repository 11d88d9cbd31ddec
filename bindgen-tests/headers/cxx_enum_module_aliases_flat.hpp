// bindgen-flags: --constified-enum-module '.*' -- -std=c++17
// Constified enum modules with aliases, namespaces flattened into names.

namespace net {
enum Proto { Tcp = 6, Udp = 17, Default = Tcp };
using ProtoAlias = Proto;
typedef Proto ProtoT;

struct Socket {
  enum State : unsigned char { Closed, Open, Listening = Open };
  using StateAlias = State;
  State state;
  StateAlias previous;
  ProtoAlias proto;
  ProtoT fallback;
};

enum class Family : short { V4 = 2, V6 = 10, Inet = V4 };
using FamilyAlias = Family;
} // namespace net

int net_open(net::ProtoAlias proto, net::FamilyAlias family);
