// bindgen-flags: -- -std=c++17
// Nested inline namespaces without `--enable-cxx-namespaces`: inline
// namespaces add nothing to the names of their items.

namespace lib {
inline namespace v2 {
inline namespace abi_2024 {
struct Config {
  int level;
};
int configure(Config *c);
} // namespace abi_2024
namespace detail {
struct State {
  Config config;
  int refs;
};
} // namespace detail
} // namespace v2
namespace v1 {
struct Config {
  short level;
};
} // namespace v1
} // namespace lib

namespace app::inline current {
struct Options {
  lib::Config config;
  lib::v1::Config legacy;
  lib::detail::State *state;
};
} // namespace app::inline current

int app_run(app::Options *options);
