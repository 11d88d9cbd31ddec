// bindgen-flags: --allowlist-type 'pugi::.*' --allowlist-function 'pugi::.*' --allowlist-var 'pugi::.*' --opaque-type 'std::.*' -- -x c++ -std=c++17
// debian-package: libpugixml-dev
// pugixml: a DOM of small handle classes (xml_node, xml_attribute) with
// many overloads, member typedefs named like other classes (xml_node::iterator)
// and methods passing std::string by value.

#include <pugixml.hpp>
