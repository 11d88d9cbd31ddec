// bindgen-flags: -- -x c
// The last `-x` decides the language, not the file's extension: this file
// is read as C, so `struct Named` is a C struct declared inside another
// (upstream names it `Outer_Named`) and no C++ rules apply.
struct Outer {
    struct Named { int n; } nm;
};
struct Named *use_named(void);
