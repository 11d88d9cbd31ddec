// bindgen-flags: --allowlist-type geometry::Grid_Cursor --allowlist-type geometry::Grid_cell_t --allowlist-type geometry::Grid_Mode --newtype-enum geometry::Grid_Mode --allowlist-function geometry::length
// Option lists name a class's nested items by namespace path and the
// class-prefixed name (geometry::Grid_Cursor), as upstream; they are
// emitted without their class.
#include "include/cxx_namespace_tree.hpp"
