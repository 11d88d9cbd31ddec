// bindgen-flags: --ctypes-prefix core::ffi
// A multi-segment ctypes prefix.
struct via_core_ffi {
    short s;
    void *p;
};
