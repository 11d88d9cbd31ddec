// bindgen-flags: --blocklist-var 'hidden_.*'
extern int hidden_counter;
extern int visible_counter;
#define hidden_LIMIT 5
#define visible_LIMIT 6
