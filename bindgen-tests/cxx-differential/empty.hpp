// Empty classes are one byte (`_address: u8` in Rust); an empty base takes no
// room in the derived class (empty-base optimisation), so it gets no `_base`.
//
// check: Nothing
// check: OnlyMethods
// check: OnlyStatics statics=instances
// check: Tagged fields=value
// check: TwoEmpty fields=a,b
// check: HoldsEmpty fields=e,after
// check: EmptyChild
// check: AfterEmptyChild fields=z

struct Nothing {};

class OnlyMethods {
public:
    int get() const;
    void set(int v);
};

struct OnlyStatics {
    static int instances;
};

struct Tagged : Nothing {
    long value;
};

struct TwoEmpty : Nothing, OnlyMethods {
    short a;
    short b;
};

// An empty class as a member does take a byte.
struct HoldsEmpty {
    Nothing e;
    int after;
};

struct EmptyChild : Nothing {};

struct AfterEmptyChild : EmptyChild {
    char z;
};
