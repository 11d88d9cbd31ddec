// bindgen-flags: --opaque-type 'Holder' --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-default -- -x c++ -std=c++17
// An opaque instantiation derives `Copy` and `Debug` only when every type
// argument does, used by value, through a pointer or not at all, and `Eq`
// only when no argument holds a float; `Hash`, `PartialEq` and `Default`
// follow the blob (found by tools/cxx-fuzz; upstream decides the same).
struct Owner {
    ~Owner();
    int handle;
};
struct Sample {
    float level;
};
struct Plain {
    int id;
};
template <typename T, typename U> struct Holder {
    U *next;
    T value;
};
struct HoldsOwner { Holder<Owner, int> h; };
struct HoldsSample { Holder<int, Sample> h; };
struct HoldsPlain { Holder<Plain, Plain> h; };
struct HoldsFloat { Holder<int, float> h; };
