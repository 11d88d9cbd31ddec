// bindgen-flags: --blocklist-type 'udb::Blocked' --with-derive-eq --with-derive-hash --with-derive-partialeq --with-derive-default --with-derive-ord -- -x c++ -std=c++17
// A template taking a value parameter is left out and its instantiations
// are byte blobs. As upstream: a union argument (or one holding a union)
// does not take `Debug`, `Hash` or `PartialEq` from the blob, and takes
// `Eq` and `Ord` only when it holds a float; a blocklisted argument takes
// nothing, not even `Copy`.
namespace udb {
union Mixed {
    int whole;
    float part;
};
union Whole {
    int word;
    short half;
};
struct WrapsWhole {
    Whole w;
};
struct Blocked {
    int id;
};
template <typename T, int N>
struct Slots {
    T items[N];
};
struct HoldsMixed {
    Slots<Mixed, 1> s;
};
struct HoldsWhole {
    Slots<Whole, 2> s;
};
struct HoldsWrapped {
    Slots<WrapsWhole, 1> s;
};
struct HoldsBlocked {
    Slots<Blocked, 3> s;
};
struct FromMixed : Slots<Mixed, 2> {
    int extra;
};
struct ArrayOfMixed {
    Slots<Mixed, 1> s[2];
};
}
