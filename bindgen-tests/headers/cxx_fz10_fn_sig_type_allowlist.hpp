// bindgen-flags: --enable-cxx-namespaces --allowlist-type io::.* -- -x c++ -std=c++17
// A free function's signature is an anonymous type of its namespace
// (`io::_bindgen_ty_id_N`) that the type allowlist can name: `io::.*`
// keeps `io` and the nested `io::disk`, and brings what the signatures
// of its functions name (bound, inline or static ones alike), from other
// namespaces too; the functions themselves stay out.
struct Buffer { char *data; unsigned long len; };
struct Status { int code; };
namespace net { struct Socket { int fd; }; }
struct Unused { int u; };
namespace io {
int read_into(Buffer *out, net::Socket s);
inline Status last_status() { return Status(); }
namespace disk {
long seek(long offset);
}
}
namespace other {
Unused make_unused();
}
