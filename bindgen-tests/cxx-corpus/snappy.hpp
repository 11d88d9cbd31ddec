// bindgen-flags: --allowlist-type 'snappy::.*' --allowlist-function 'snappy::.*' --opaque-type 'std::.*' -- -x c++ -std=c++17
// debian-package: libsnappy-dev
// Snappy's compression entry points: free functions in one namespace, some
// taking std::string by pointer (opaque with the std:: pattern).

#include <snappy.h>
