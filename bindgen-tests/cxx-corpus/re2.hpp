// bindgen-flags: --allowlist-type 're2::.*' --allowlist-function 're2::.*' --opaque-type 'std::.*' -- -x c++ -std=c++17
// debian-package: libre2-dev
// RE2: re2::RE2 and its options, with std::string members, StringPiece and
// variadic templates for the matching helpers.

#include <re2/re2.h>
