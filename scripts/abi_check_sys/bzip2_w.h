// bindgen-flags: --allowlist-function "BZ2_.*" -- -idirafter /usr/include
#include <stdio.h>
#include <bzlib.h>
