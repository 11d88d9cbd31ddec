// bindgen-flags: --allowlist-type 'YAML::.*' --allowlist-function 'YAML::.*' --opaque-type 'std::.*' -- -x c++ -std=c++17
// debian-package: libyaml-cpp-dev
// yaml-cpp: YAML::Node, the emitter and parser, heavy on templates and
// std::shared_ptr members.

#include <yaml-cpp/yaml.h>
