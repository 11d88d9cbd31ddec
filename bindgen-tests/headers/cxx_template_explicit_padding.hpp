// bindgen-flags: --explicit-padding -- -x c++ -std=c++17
// `--explicit-padding` in class templates: the gaps between members whose
// offsets do not depend on the arguments are spelled out, as upstream's;
// no tail padding; nothing after a member whose layout depends on them.
struct Pair {
    long wide;
    char tag;
};

template <typename Elem>
struct Slot {
    char flag;
    Elem *item;
    short count;
    int total;
};

template <typename Elem>
struct Lead {
    Elem head;
    char mark;
    int rest;
};

template <typename Elem>
struct Mixed {
    char kind;
    Pair inner;
    unsigned char small;
    double weight;
    Elem value;
    char after;
    long last;
};

template <typename Elem>
struct Derived : Pair {
    char extra;
    int level;
    Elem payload;
};

template <typename Elem>
struct Hooked {
    virtual void touch();
    char state;
    long stamp;
    Elem data;
};

template <typename Elem>
struct Plain {
    char first;
    int second;
    char third;
};

struct User {
    Slot<int> slot;
    Lead<char> lead;
    Mixed<short> mixed;
    Derived<char> derived;
    Plain<int> plain;
};
