// bindgen-flags: --allowlist-type 'google::.*' --allowlist-function 'google::.*' --allowlist-var 'fL.*::FLAGS_.*' --opaque-type 'std::.*' -- -x c++ -std=c++17
// debian-package: libgflags-dev
// gflags: its namespace is 'google' (GFLAGS_NAMESPACE), the flag variables
// live in the fLI/fLS/... namespaces.

#include <gflags/gflags.h>
