// bindgen-flags: --impl-debug -- -x c++ -std=c++17
// `--impl-debug` on class templates holding a union: the generic struct
// cannot derive `Debug` and gets an impl of its own, as upstream's, which
// prints members of a parameter's type as `Non-debuggable generic` and
// arrays of one by their length; what holds an instantiation prints it.
union Bits {
    int whole;
    float real;
};

struct Base {
    int tag;
};

template <typename Elem, typename Extra>
struct Tagged {
    Elem first;
    Bits bits;
    Extra second;
    Elem *link;
    Elem many[3];
    int count;
};

template <typename Elem>
struct Derived : Base {
    Bits bits;
    Elem value;
};

template <typename Unused>
struct Plain {
    Bits bits;
    long size;
};

struct Holder {
    Tagged<int, char> tagged;
    Derived<short> derived;
    Plain<int> plain;
};
