// bindgen-flags: --with-derive-eq --with-derive-hash --with-derive-ord --with-derive-partialord -- -x c++ -std=c++17
// An instantiation of a template with a value parameter is an opaque blob.
// A float member of the template itself takes `Eq` and `Ord` from the blob
// and from what holds it (as a member or a base); it keeps `Hash`. One
// behind a typedef, or in the template's base, does not count (as upstream).

template <typename T, int N>
struct Sample {
    double weight;
    int slots[N];
};
struct HoldsSample {
    Sample<char, 3> s;
    int tag;
};
struct DerivesSample : Sample<char, 2> {
    int tag;
};

typedef float Ratio;
template <typename T, int N>
struct Scaled {
    Ratio r;
    int slots[N];
};
struct HoldsScaled {
    Scaled<char, 3> s;
};

template <typename T, int N>
struct Counted {
    long count;
    int slots[N];
};
struct HoldsCounted {
    Counted<char, 3> c;
};
