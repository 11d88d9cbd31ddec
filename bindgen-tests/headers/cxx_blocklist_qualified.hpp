// bindgen-flags: --blocklist-type geometry::Grid --blocklist-function "geometry::fill" --blocklist-function "geometry::detail::.*" --enable-cxx-namespaces
// Block lists match C++ items by qualified name, also inside modules.
#include "include/cxx_namespace_tree.hpp"
