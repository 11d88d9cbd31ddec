// bindgen-flags: --allowlist-type 'tinyxml2::.*' --allowlist-function 'tinyxml2::.*' --allowlist-var 'tinyxml2::.*' --opaque-type 'std::.*' -- -x c++ -std=c++17
// debian-package: libtinyxml2-dev
// TinyXML-2's DOM: a class hierarchy with many virtual and overloaded
// methods; bindgen-tests/cxx-library-e2e calls into it.

#include <tinyxml2.h>
