// bindgen-flags: --allowlist-type 'Json::.*' --allowlist-function 'Json::.*' --opaque-type 'std::.*' -- -x c++ -std=c++17
// debian-package: libjsoncpp-dev
// JsonCpp: Json::Value and its readers and writers, with std::string,
// std::map and iterator templates in the public classes.

#include <jsoncpp/json/json.h>
