// bindgen-flags: -- -x c++ -std=c++17
// The labels of the instantiations' size checks name pointers, references
// and arrays among the arguments by what they hold, as upstream's
// (`Pair_open0_ptr_const_char_short_close0`), so that two instantiations
// differing only there get a check each.
template <typename First, typename Second>
struct Pair {};

template <typename Item>
struct Cell {
    Item item;
};

struct Node {
    int id;
};

enum Mode { MODE_A };

typedef long Count;

struct Holder {
    Pair<int *, short> ints;
    Pair<Node *, short> nodes;
    Pair<char **, short> names;
    Pair<const char *, short> text;
    Pair<const Node *, short> fixed;
    Pair<Node &, short> alias;
    Pair<Count *, short> counts;
    Pair<void *, short> raw;
    Pair<Cell<int> *, short> cells;
    Pair<Mode *, bool> modes;
    Pair<bool *, char> flags;
    Pair<int[2][3], short> grid;
    Pair<Node[2], char> pairs;
    Pair<int *[2], char> slots;
    Pair<const char *const *, char> lines;
    Cell<int *> one;
    Cell<const char *> two;
};
