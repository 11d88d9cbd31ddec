// bindgen-flags: --allowlist-function "png_.*" -- -idirafter /usr/include
#include <png.h>
