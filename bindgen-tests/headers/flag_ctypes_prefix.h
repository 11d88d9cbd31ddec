// bindgen-flags: --ctypes-prefix ffi --raw-line "use core::ffi;"
// --ctypes-prefix: C types are written under the given path.
struct prefixed {
    int a;
    unsigned long b;
    void *c;
    char d;
};

int prefixed_fn(const char *s, ...);
