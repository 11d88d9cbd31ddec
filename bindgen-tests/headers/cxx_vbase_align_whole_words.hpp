// bindgen-flags: -- -x c++ -std=c++17
// The bytes of virtual bases at the end of a class. When they are whole
// 8-byte words, both programs spell them as one 8-aligned blob, which also
// gives the class its alignment (no `repr(align(8))`). When they are not,
// ours keeps whole words after Rust aligns the field; upstream's blob of
// the exact byte count rounds the class's size up.

struct Core {
    virtual void run();
    int state;
};

// Only a virtual base: the vtable pointer's bytes and Core's.
struct OnlyVirtual : virtual Core {};

// Private virtual base with an operator, as cxx-fuzz generated it.
struct WithOperator : virtual private Core {
    WithOperator &operator+=(int v);
    float scale(const void *p, wchar_t w);
};

// Own virtual method and data that end on a word.
struct OwnData : virtual Core {
    virtual void step();
    long long ticks;
};

struct Word {
    long long w;
};

// Data that ends inside a word: 12, 15 and 17 bytes before Word.
struct EndsAt12 : virtual Word {
    int r;
};
struct EndsAt9 : virtual Word {
    char r;
};
struct Tiny {
    char t;
};
struct EndsAt17 : virtual Tiny {
    int a;
    int b;
    char c;
};

// Reached through a non-virtual base that has the virtual base.
struct Middle : virtual Word {
    int m;
};
struct Through : virtual Middle {
    short p;
};
