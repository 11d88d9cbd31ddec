// bindgen-flags: --allowlist-function "ZSTD_.*|ZDICT_.*" -- -idirafter /usr/include
#include <zstd.h>
#include <zdict.h>
