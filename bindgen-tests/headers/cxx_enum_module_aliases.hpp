// bindgen-flags: --constified-enum-module '.*' --enable-cxx-namespaces -- -std=c++17
// Constified enum modules in C++: an enumerator with another's value, a
// `using` and a `typedef` naming the enum, an enum nested in a class and
// one in a namespace; uses name the module's `Type`.

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
