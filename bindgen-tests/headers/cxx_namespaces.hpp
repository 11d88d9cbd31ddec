// bindgen-flags: 
// The namespace tree of include/cxx_namespace_tree.hpp.
#include "include/cxx_namespace_tree.hpp"
