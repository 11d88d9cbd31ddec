// bindgen-flags: -- -x c++ -std=c++17
// The layout check of an instantiation over a pointer names what it points
// to as upstream does: a class, enum or typedef by its unqualified name
// (`ptr_Bolt` for `hw::Bolt *`), a template by its unqualified name
// (`ptr_Rack`), and a `const` class or typedef by its path with `::`
// spelled `__` (`ptr_const_hw__Bolt`); found in the C++ corpus
// (yaml-cpp's `std::vector<node *>`).
namespace hw {
struct Bolt { int size; };
enum class Finish { zinc, brass };
typedef Bolt bolt_t;
template <typename T> struct Rack { T *slot; };
template <typename T, typename U> struct Pair { T first; U second; };
}
namespace store { struct Shelf { int level; }; }
struct Nut { int size; };
typedef hw::Bolt plain_bolt;
struct Bench {
    hw::Rack<hw::Bolt *> bolts;
    hw::Rack<const hw::Bolt *> fixed;
    hw::Rack<hw::Finish *> finishes;
    hw::Rack<store::Shelf *> shelves;
    hw::Rack<hw::bolt_t *> aliased;
    hw::Rack<const hw::bolt_t *> fixed_aliased;
    hw::Rack<plain_bolt *> plain;
    hw::Rack<Nut *> nuts;
    hw::Rack<const Nut *> fixed_nuts;
    hw::Rack<hw::Rack<int> *> racks;
    hw::Pair<hw::Bolt *, hw::Rack<hw::Bolt *>> pair;
};
