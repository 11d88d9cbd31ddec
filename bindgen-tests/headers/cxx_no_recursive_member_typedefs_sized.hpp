// bindgen-flags: --allowlist-item 'nrm::.*' --no-recursive-allowlist -- -x c++ -std=c++17
// Without recursion an allowlisted class still brings its member typedefs,
// which upstream takes as parts of it (as its nested types); what they
// name is left to the user, as for any member.
namespace nrm {
struct Target {
    int t;
};
class Plain {
public:
    int value;
    typedef short small_type;
    typedef Target target_type;
};
template <typename T>
class Generic {
public:
    T item;
    typedef int count_type;
    typedef T value_type;
};
// Left out (a value parameter), its typedef still comes.
template <typename T, int N>
class Sized {
public:
    T items[N];
    typedef unsigned size_type;
};
}
