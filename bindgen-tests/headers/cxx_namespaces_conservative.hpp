// bindgen-flags: --enable-cxx-namespaces --conservative-inline-namespaces
// The namespace tree of include/cxx_namespace_tree.hpp with --enable-cxx-namespaces --conservative-inline-namespaces.
#include "include/cxx_namespace_tree.hpp"
