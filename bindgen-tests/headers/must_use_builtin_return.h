// bindgen-flags: --must-use-type 'int|unsigned_long|const_short|_Bool|status_t'
// --must-use-type names built-in return types the way clang spells them,
// spaces as underscores (const included); a typedef by its own name.

typedef int status_t;

int open_count(void);
unsigned long total_bytes(double scale);
const short level(void);
_Bool ready(void);
status_t reset(void);
long untouched(void);
unsigned int also_untouched(void);
