// bindgen-flags: --enable-cxx-namespaces --allowlist-type 'core::Table' -- -x c++ -std=c++17
// An allowlisted class template takes in its instantiations by name, as
// upstream; each one keeps the module of the namespace spelling it (a
// member, a base, a variable) even where nothing else of that namespace is
// emitted; a typedef of a pointer to one does not. Here the template takes a value parameter, so
// the template and its uses are left out (blobs) and only the modules stay.
namespace core {
template <typename K, int N>
struct Table {
    K keys[N];
};
}
namespace members {
struct Index {
    core::Table<int, 4> table;
};
}
namespace bases {
struct Cache : core::Table<long, 2> {
    int hits;
};
}
namespace aliases {
typedef core::Table<short, 8> *TablePtr;
}
namespace variables {
extern core::Table<char, 2> shared;
}
namespace unrelated {
struct Plain {
    int value;
};
}
