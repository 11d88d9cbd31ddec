// bindgen-flags: --allowlist-type geometry::Grid --allowlist-function geometry::length --allowlist-type "geometry::detail::.*" --opaque-type geometry::detail::Cache --allowlist-item geometry::Shape
// Allow lists and opaque types match C++ items by qualified name.
#include "include/cxx_namespace_tree.hpp"
