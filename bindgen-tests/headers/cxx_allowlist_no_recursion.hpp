// bindgen-flags: --allowlist-type geometry::AtFileScope --allowlist-type AtFileScope --no-recursive-allowlist --raw-line 'pub type geometry_Vec2 = [f32; 2];' --raw-line 'pub type geometry_detail_Cache = u8;'
// Without recursion only the named class comes; the types its members
// use are the user's to provide (here by raw lines).
#include "include/cxx_namespace_tree.hpp"
