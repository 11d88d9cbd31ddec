// bindgen-flags: --generate-deleted-functions --generate-pure-virtual-functions --generate-private-functions --generate-inline-functions
// The member functions of cxx_methods.hpp with every `--generate-*`
// switch on: deleted, pure virtual, private and inline ones are bound too.
#include "cxx_methods.hpp"
