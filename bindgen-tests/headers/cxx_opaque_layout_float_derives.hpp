// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-partialord --with-derive-ord -- -x c++ -std=c++17
// A class whose layout Rust cannot express (a derived class placing its
// members in its base's tail padding) is an opaque blob here; upstream lays
// it out, so a float in it (also through a typedef) takes `Hash`, `Eq` and
// `Ord` away from it and from what holds it, as a member or a virtual base.
using Ratio = float;

struct Header {
    Header();
    int id;
    char tag;
};

struct Sample : Header {
    char flags;
    Ratio gain[1];
};

struct Reading : Header {
    char flags;
    int counts[1];
};

struct Frame {
    Sample sample;
    Reading reading;
};

struct Probe : virtual Sample {
    long serial;
};
