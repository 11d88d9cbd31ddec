// bindgen-flags: -- -x c++ -std=c++17
// A class whose virtual base is dynamic has no `vtable_` of its own, as
// upstream decides: the pointer clang++ places first is padding, like the
// bytes of the virtual bases at the end (found by tools/cxx-fuzz, the most
// common difference from upstream in its cases).
struct Pair {
    long first;
    long second;
};
struct Shared : virtual Pair {
    long shared;
};
struct Reader : virtual Shared {
    long cursor;
};
struct Listener {
    virtual void notify();
};
struct Button : virtual Listener {
    int clicks;
};
struct Widget : virtual Shared {
    virtual void draw();
    long id;
};
