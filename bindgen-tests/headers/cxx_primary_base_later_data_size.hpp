// bindgen-flags: -- -x c++ -std=c++17
// A class whose primary (dynamic) base is declared after a data base is
// opaque (clang places the primary base first), but where its data ends is
// known: the primary base at 0, the others after it in declaration order.
namespace pbl {
struct Wide {
    char16_t w;
};

struct Ticker {
    unsigned long long count;
    virtual void tick();
};

// Ticker at 0 (16 bytes), Wide at 16: data ends at 18, sizeof 24.
struct Gauge : Wide, Ticker {};

struct Flagged : Ticker {
    bool on : 1;
};

// Flagged needs 8-byte alignment: it starts at 24, past Gauge's tail
// padding, and the class is laid out.
struct Panel : Gauge, Flagged {
    virtual void tick() override;
};

struct Pair4 {
    int a;
    int b;
};

// Pair4 (alignment 4) starts at 20, not 24: no Rust field can sit inside
// Gauge's blob, so this one stays opaque.
struct Crowded : Gauge, Pair4 {};

// A member after the opaque base: 8-byte aligned, it starts at 24, past
// Gauge's tail padding.
struct Trailing : Gauge {
    long long after;
};
}
