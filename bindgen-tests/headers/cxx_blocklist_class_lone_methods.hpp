// bindgen-flags: --allowlist-function 'kit::(Pool_create|Arena_reset)' --blocklist-type 'kit::(Pool|Arena)' --raw-line 'pub struct kit_Arena { _defined_by_hand: [u8; 0] }' -- -x c++ -std=c++17
// A blocklisted class that nothing selects emits only what is selected
// on its own: here the static `Pool::create`, not its other methods, its
// static data member or its nested types. `Arena` is blocklisted too, but
// its instance method is allowlisted, which selects the class (its `this`
// names it): its members are all declared (the user defines the type),
// in declaration order, a virtual method's declaration too.
namespace kit {
class Pool {
public:
    struct Stats { int used; };
    static int limit;
    static int create(unsigned size);
    void *take(unsigned n);
};
class Arena {
public:
    virtual void grow();
    static int count();
    void reset();
    struct Mark { int at; };
    int top;
};
}
