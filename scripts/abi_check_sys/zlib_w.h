// bindgen-flags: --allowlist-function "(deflate|inflate|compress|uncompress|crc32|adler32|gz|zlib|zError).*" -- -idirafter /usr/include
#include <zlib.h>
