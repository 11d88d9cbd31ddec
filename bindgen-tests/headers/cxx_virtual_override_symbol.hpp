// bindgen-flags: -- -x c++ -std=c++17
// An override of a method of a virtual base links to the method itself,
// which takes the derived class (`_ZN4Node5touchEv`), not to the virtual
// thunk clang also emits (`_ZTv0_n24_N4Node5touchEv`), which takes the
// base subobject and adjusts it: upstream links to the thunk.
struct Shared {
    virtual void touch();
};
struct Node : virtual Shared {
    void touch() override;
    long id;
};
