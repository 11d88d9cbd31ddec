// bindgen-flags: --explicit-padding -- -x c++ -std=c++17
// `--explicit-padding` spells no gap before a base class, as upstream's:
// Rust aligns the base where C++ puts it. The gaps before data members
// are spelled as usual.
struct Flag {
    char on;
};

struct Wide {
    long value;
};

struct Both : Flag, Wide {
    char tail;
    int count;
};

struct Small : Flag {
    int after;
};

template <typename Item>
struct Generic : Flag, Wide {
    char mark;
    int size;
    Item item;
};

struct UsesGeneric {
    Generic<short> inner;
};
