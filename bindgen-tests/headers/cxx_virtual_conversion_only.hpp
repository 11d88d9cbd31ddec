// bindgen-flags: --with-derive-default -- -x c++ -std=c++17
// Upstream reads no conversion operators, so a class without bases whose
// only virtual members are conversion operators has no vtable pointer to
// it: the pointer's bytes are padding (the layout stays clang's), no vtable
// struct is written and `Default` is derived, as upstream's. Any other
// virtual method brings the `vtable_` back. (See also
// `cxx_virtual_conversion_only_layout`.)
struct Gauge {
    int reading;
    virtual operator int();
};

struct Dial {
    virtual operator bool() const;
    virtual operator int() = 0;
    long turns;
};

struct Meter {
    virtual operator double();
    virtual int scale();
    int units;
};

struct Panel {
    Gauge gauge;
    char label;
};
