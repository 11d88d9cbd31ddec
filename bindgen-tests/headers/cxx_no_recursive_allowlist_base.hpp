// bindgen-flags: --allowlist-type 'shapes::Square' --no-recursive-allowlist -- -x c++ -std=c++17
// With `--no-recursive-allowlist`, a base class the allowlist does not
// name is not emitted, so it is left out like a blocklisted base: its bytes
// are padding, as upstream's, and no `_base` names a missing type (found by
// tools/cxx-fuzz: the output did not compile).
namespace shapes {
struct Shape {
    long id;
};
struct Square : Shape {
    int side;
};
}
