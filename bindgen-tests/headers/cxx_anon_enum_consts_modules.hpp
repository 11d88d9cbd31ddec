// bindgen-flags: --enable-cxx-namespaces -- -x c++ -std=c++17
// With namespaces as modules, the constants of an anonymous enum declared
// in a namespace take the namespace's name as their prefix; named enums
// keep their own name, file scope keeps none.
enum { TOP_FLAG = 1 };
namespace net {
enum { PORT_HTTP = 80, PORT_HTTPS = 443 };
enum proto { TCP, UDP };
namespace tls { enum { VERSION_12 = 0x303 }; }
}
