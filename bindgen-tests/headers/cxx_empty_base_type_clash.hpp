// bindgen-flags: -- -x c++ -std=c++17
// Two subobjects of one type never share an address: the empty base `Tag`
// sits at offset 0 of `Both`, so the base `Holder`, whose member `tag` is
// also a `Tag` at its offset 0, moves to offset 8. Rust's `_base_1:
// Holder` would sit at 0 (with padding before `extra`, which clang's
// offset still checks): the class is an opaque blob instead (found by
// tools/cxx-fuzz). A base holding no `Tag` stays at 0.
struct Tag {};
struct Holder {
    Tag tag;
    long value;
};
struct Both : Tag, Holder {
    float extra;
};
struct Other {
    long value;
};
struct Fine : Tag, Other {
    float extra;
};
