// bindgen-flags: --allowlist-type 'spdlog::logger' --allowlist-function 'spdlog::.*' --opaque-type 'std::.*' -- -x c++ -std=c++17 -DSPDLOG_FMT_EXTERNAL
// debian-package: libspdlog-dev
// spdlog's logger: std::mutex and std::atomic members behind opaque std
// templates, typedefs of members of opaque classes (native_handle_type).

#include <spdlog/spdlog.h>
