// bindgen-flags: -- -x c++ -std=c++17
// A base that is no POD for the ABI (here: dynamic) lends its tail padding
// to what follows it, a next base as much as a member: `Small` sits at 12,
// inside `Poly`'s 16 bytes. Rust's `_base_1: Small` would sit at 16; with
// a virtual base after it (`Hidden`, 24 bytes either way) and no member,
// nothing else would notice, so such a class is an opaque blob (found by
// tools/cxx-fuzz). A next base too aligned for the padding (`Wide`) starts
// after it anyway: `Apart` stays a struct.
struct Inner { char c[2]; };
struct Poly {
    virtual ~Poly();
    Inner in;
};
struct Small { int v; };
struct Joined : Poly, Small {};
struct Tail { long t; };
struct Hidden : Poly, Small, virtual Tail {};
struct Wide { long w; };
struct Apart : Poly, Wide {};
