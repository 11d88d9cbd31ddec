// bindgen-flags: --opaque-type Mark -- -x c++ -std=c++17
// An empty base that `--opaque-type` names still takes no bytes of its
// own: `Single` is one byte, as clang lays it out; `Twice` holds a `Mark`
// member that may not share the base's address, so a padding byte comes
// first. (Upstream gives the base a one-byte `_base` blob: right for
// `Twice`, one byte too many for `Single`.)
struct Mark { bool operator==(const Mark &o) const; };
struct Twice : protected Mark { Mark inner; char tail; };
struct Single : Mark { char only; };
