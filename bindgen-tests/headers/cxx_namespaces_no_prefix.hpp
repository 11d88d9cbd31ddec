// bindgen-flags: --disable-name-namespacing
// The namespace tree of include/cxx_namespace_tree.hpp with --disable-name-namespacing.
#include "include/cxx_namespace_tree.hpp"
