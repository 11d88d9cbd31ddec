// bindgen-flags: --opaque-type 'ovb_Shared' --with-derive-default -- -x c++ -std=c++17
// An opaque class with a virtual base holds a vtable pointer, which upstream
// sees: a class deriving from it (and adding nothing) gets the zero-filling
// `Default` impl, not a derived one.

struct ovb_Root {
    long id;
};

struct ovb_Shared : virtual ovb_Root {
    long refs;
};

struct ovb_Handle : ovb_Shared {
};
