// bindgen-flags: --allowlist-item 'item_.*'
struct item_struct { int a; };
struct other_struct { int b; };
int item_fn(void);
int other_fn(void);
#define item_CONST 3
#define OTHER_CONST 4
