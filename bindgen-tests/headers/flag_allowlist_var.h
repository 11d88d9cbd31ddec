// bindgen-flags: --allowlist-var KEEP_.*
// Variables and macro constants can be allowlisted.
#define KEEP_LIMIT 10
#define DROP_LIMIT 20
extern int KEEP_count;
extern int drop_count;
