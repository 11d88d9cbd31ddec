// bindgen-flags: --allowlist-type 'gauge_frame' --no-recursive-allowlist --raw-line "pub type gauge_lanes = [::std::os::raw::c_char; 8usize];"
// An 8-byte vector is 8-aligned in C. Left out by the allowlist, its Rust
// definition is the user's (here an array of chars, as bindgen writes it):
// the member still sits at its C offset, after explicit padding that does
// not rely on that definition's alignment.

typedef char gauge_lanes __attribute__((vector_size(8)));

struct gauge_frame {
    double scale;
    int count;
    unsigned long ticks : 54;
    gauge_lanes lanes;
    void *owner;
};
