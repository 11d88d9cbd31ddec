// bindgen-flags: --no-layout-tests
// --no-layout-tests: no layout checks are emitted.
struct unchecked {
    int a;
    char b;
};
