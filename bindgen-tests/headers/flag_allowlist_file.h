// bindgen-flags: --allowlist-file '.*flag_allowlist_file.h'
// Only items declared in this file are kept; <stdint.h>'s typedefs are not.
#include <stdint.h>
struct kept { uint32_t v; };
int keep_me(struct kept *k);
