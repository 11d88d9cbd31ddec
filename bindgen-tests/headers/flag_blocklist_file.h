// bindgen-flags: --blocklist-file '.*stdint.*'
#include <stdint.h>
struct uses { uint32_t a; int64_t b; };
