// bindgen-flags: -- -x c++ -std=c++17
// An empty base at 0 next to a base that has the same empty class as a
// *virtual* base: the virtual one is no part of that base's own bytes (the
// most derived class places it, here past the data, clang++ moving it from
// 0), so the bases sit where the Itanium ABI puts them and the class is
// laid out, as upstream (the virtual base's bytes are tail padding).
struct Tag {};
struct Carrier : virtual Tag {
    char code;
    const Tag *link;
};
class Both final : private Tag, public Carrier {};
struct Flagged : Tag, Carrier {
    unsigned short flag : 1;
};
