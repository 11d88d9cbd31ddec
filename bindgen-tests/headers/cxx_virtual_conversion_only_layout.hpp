// bindgen-flags: -- -x c++ -std=c++17
// Where upstream's layout of a class whose only virtual members are
// conversion operators is wrong, ours stays clang's: with no members
// upstream writes a one-byte struct for eight bytes (its size check
// fails), ours the pointer's bytes as padding; with a base upstream puts
// the base first and the pointer's bytes after it, ours keeps the
// `vtable_` before the base, where clang places both.
struct Knob {
    virtual operator int();
};

struct Housing {
    int screws;
};

struct Switch : Housing {
    int position;
    virtual operator bool();
};
