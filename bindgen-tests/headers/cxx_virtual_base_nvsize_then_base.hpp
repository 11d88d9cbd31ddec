// bindgen-flags: -- -x c++ -std=c++17
// A base with a virtual base of its own takes only its non-virtual part
// (its `nvsize`) inside a derived class, and the next base starts at the
// next offset its alignment allows after that part. `Holder`'s part ends
// at 20 and its `sizeof` is 24: an 8-aligned next base starts at 24 either
// way, so `Joined` is laid out (as upstream's); `Packed`'s 4-aligned next
// base would start at 20, inside `Holder`'s 24 bytes, so `Packed` stays an
// opaque blob (see `cxx_virtual_base_then_base`).
struct Extra {
    short tag;
};

struct Holder : virtual Extra {
    short bits[3];
    virtual unsigned check();
    int count;
};

struct Tail {
    virtual void ping();
    int level;
};

struct Joined : Holder, Tail {
    long more;
};

struct Small {
    int value;
};

struct Packed : Holder, Small {
    int last;
};
