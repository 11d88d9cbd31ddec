// bindgen-flags: -- -x c++ -std=c++17
// A typedef in a class template whose target is a blob behind a pointer
// (`Slots<V, 2> *`, a template left out for its non-type parameter) is
// `*mut u8`: the alias takes no parameter, there and where it is named,
// as upstream's (Rust rejects an unused one: E0091; found in yaml-cpp).
template <typename V, int N>
struct Slots {
    V items[N];
};
template <typename V>
struct Cursor {
    typedef Slots<V, 2> *pointer;
    typedef V *plain;
    pointer current;
    plain base;
};
struct Reader {
    Cursor<int> cursor;
};
