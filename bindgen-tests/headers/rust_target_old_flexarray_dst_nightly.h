// bindgen-flags: --rust-target nightly --flexarray-dst --wrap-unsafe-ops
/* `--flexarray-dst` for the nightly target: the sized and unsized forms of
 * a struct ending in a flexible array member convert into each other with
 * the unstable `ptr_metadata` helpers (stable targets get empty impls). */
struct Packet {
    int len;
    unsigned char bytes[];
};

struct Samples {
    long count;
    double values[];
};
