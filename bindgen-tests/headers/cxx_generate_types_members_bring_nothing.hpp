// bindgen-flags: --allowlist-type 'store::Shelf' --generate types -- -x c++ -std=c++17
// With `--generate types`, a class's methods and static data members are
// not emitted, and the types only their signatures name do not come
// along either (as upstream): `Label`, `Box` and `Counter` stay out;
// `Slot`, a field's type, is emitted.
namespace store {
struct Slot { int row; int col; };
struct Label { const char *text; };
struct Box { unsigned weight; };
struct Counter { long n; };
class Shelf {
public:
    static Counter total;
    static Label label_of(int i);
    Shelf(Box *first);
    Slot first;
    int count;
};
}
