// bindgen-flags: --respect-cxx-access-specs -- -x c++ -std=c++17
// With `--respect-cxx-access-specs`, the accessors of a bitfield that is
// not public are private, and so are a unit holding one and its
// constructor, as upstream's (found by tools/cxx-fuzz).
struct Flags {
    unsigned char visible : 1;
protected:
    bool dirty : 1;
};
class Packed {
    unsigned low : 3;
    unsigned high : 2;
public:
    int value;
};
struct Open {
    unsigned low : 3;
    unsigned high : 2;
};
