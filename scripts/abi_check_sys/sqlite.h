// bindgen-flags: --allowlist-function "sqlite3_.*" -- -idirafter /usr/include
#include <sqlite3.h>
