// bindgen-flags: --enable-cxx-namespaces -- -x c++ -std=c++17

/* A namespace whose only declarations are using-declarations, using-directives
   or namespace aliases binds nothing, but upstream still gives it a module
   (as it does not for an empty namespace or one holding only a
   static_assert). */
typedef unsigned short port_t;
void shutdown_all();
struct Endpoint { port_t port; };

namespace bring_type { using ::port_t; }
namespace bring_fn { using ::shutdown_all; }
namespace bring_record { using ::Endpoint; }
namespace filled { int status(); }
namespace bring_all { using namespace filled; }
namespace short_name = filled;
namespace holds_alias { namespace f = filled; }
namespace outer_only { namespace inner_using { using ::port_t; } }
namespace nothing_here {}
namespace asserts_only { static_assert(sizeof(port_t) == 2, "port"); }
