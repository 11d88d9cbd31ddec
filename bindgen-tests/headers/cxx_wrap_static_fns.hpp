// bindgen-flags: --wrap-static-fns --wrap-static-fns-path {headers}/../../target/wrap_static_fns_cxx_golden -- -x c++ -std=c++17
// Static functions in C++ are reached through wrappers with C linkage, named
// after the flattened Rust name (namespace path, overload number) and the
// suffix; the wrapper source is C++ and calls each function by its full path.
// Variadic ones cannot be wrapped and are left out; a non-static inline
// function has a symbol of its own and is not bound without
// --generate-inline-functions.

struct Span {
    unsigned start, len;
};

static inline unsigned span_end(const Span &s) { return s.start + s.len; }
static int clamp(int v) { return v < 0 ? 0 : v; }
static int clamp(long v) { return v < 0 ? 0 : (int)v; }
static inline int log_line(const char *fmt, ...) { return fmt != nullptr; }
inline int visible(int x) { return x; }

namespace text {
struct Cursor {
    Span at;
};
static inline Span advance(Cursor &c, unsigned by) { c.at.start += by; return c.at; }
namespace utf8 {
static inline bool is_lead(unsigned char b) { return (b & 0xC0) != 0x80; }
}
int exported(int);
}
