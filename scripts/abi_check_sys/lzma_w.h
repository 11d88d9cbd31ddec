// bindgen-flags: --allowlist-function "lzma_.*" -- -idirafter /usr/include
#include <lzma.h>
