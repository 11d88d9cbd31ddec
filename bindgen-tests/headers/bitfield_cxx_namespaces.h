// bindgen-flags: --enable-cxx-namespaces
// Bitfield accessors under `pub mod root`: the unit type and the raw
// accessors' calls go through `root::`, and the trailing 8-byte padding is
// the opaque-array helper there too.
struct ns_flags {
    unsigned ready : 1;
    signed delta : 5;
    unsigned long long stamp : 40;
};

struct __attribute__((aligned(16))) ns_wide {
    unsigned long long word : 64;
};
