// bindgen-flags: --allowlist-type 'fmt::.*' --allowlist-function 'fmt::.*' --opaque-type 'std::.*' -- -x c++ -std=c++17
// debian-package: libfmt-dev
// {fmt}: template-heavy (basic_string_view<Char>, buffer<T> with virtual
// methods, format contexts), anonymous enums in namespaces, an enum class
// named `type`.

#include <fmt/format.h>
