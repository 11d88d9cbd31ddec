// bindgen-flags: --enable-cxx-namespaces
// The namespace tree of include/cxx_namespace_tree.hpp with --enable-cxx-namespaces.
#include "include/cxx_namespace_tree.hpp"
