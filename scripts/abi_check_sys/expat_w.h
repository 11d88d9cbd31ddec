// bindgen-flags: --allowlist-function "XML_.*" -- -idirafter /usr/include
#include <expat.h>
