// bindgen-flags: --allowlist-function "(elf|gelf)_.*" -- -idirafter /usr/include
#include <libelf.h>
#include <gelf.h>
