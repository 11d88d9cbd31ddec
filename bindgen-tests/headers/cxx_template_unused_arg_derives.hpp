// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-default --blocklist-type Hidden -- -x c++ -std=c++17
// What an instantiation derives takes every type argument into account, as
// upstream's: also those of parameters no member uses, so a `float` there
// takes `Hash` and `Eq` away, a class with a destructor `Copy`, a blocklisted
// typedef everything. A template none of whose parameters a member uses is
// a plain struct, whose holders derive `Default` when every argument does.
typedef bool Hidden;

struct Owner {
    ~Owner();
    int handle;
};

union Either {
    int whole;
    float part;
};

template <typename Key, typename Tag>
struct Marker {};

template <typename Value, typename Tag>
struct Boxed {
    Value value;
};

struct FloatTagged : Marker<int, float> {
    int count;
};

struct OwnerTagged {
    Marker<Owner, int> mark;
    int count;
};

struct UnionTagged : Marker<Either, char> {
    int count;
};

struct PointerTagged {
    Marker<int *, short> mark;
};

struct PlainTagged {
    Marker<double, unsigned> mark;
    long count;
};

struct HiddenTagged : protected Marker<bool, Hidden> {
    ~HiddenTagged();
};

struct BoxFloat {
    Boxed<int, float> boxed;
};

struct BoxOwner {
    Boxed<long, Owner> boxed;
};
