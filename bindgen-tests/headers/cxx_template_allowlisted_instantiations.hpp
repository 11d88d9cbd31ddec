// bindgen-flags: --allowlist-type 'Cell' -- -x c++ -std=c++17
// Allowlisting a class template takes in every concrete use of it, as
// upstream matches an instantiation by its template's name: the arguments
// of each use come along (through a typedef, a variable, a parameter, a
// base or a member of a class that is not emitted), and the uses clang laid
// out (a base, a member) get their layout checks.
struct ViaTypedef { int a; };
struct ViaVariable { int b; };
struct ViaParameter { int c; };
struct ViaBase { short d; };
struct ViaMember { long e; };
struct Unrelated { char f; };

template <typename T>
struct Cell {
    T value;
    Cell *next;
};

typedef Cell<ViaTypedef> TypedefCell;
extern Cell<ViaVariable> shared_cell;
void visit(Cell<ViaParameter> *cell);
struct Derived : Cell<ViaBase> {
    int extra;
};
namespace store {
struct Holder {
    Cell<ViaMember> cell;
    Unrelated other;
};
}
