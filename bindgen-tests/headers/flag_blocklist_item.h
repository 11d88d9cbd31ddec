// bindgen-flags: --blocklist-item UNWANTED.*
// --blocklist-item removes items of any kind.
#define UNWANTED_CONST 1
#define WANTED_CONST 2
extern int UNWANTED_var;
struct UNWANTED_type {
    int x;
};
struct wanted_type {
    int y;
};
