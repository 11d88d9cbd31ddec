// bindgen-flags: --blocklist-function internal_.*
// Blocklisted functions are not declared.
void public_api(void);
void internal_helper(void);
