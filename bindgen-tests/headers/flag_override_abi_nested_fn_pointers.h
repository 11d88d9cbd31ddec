// bindgen-flags: --override-abi 'hook_.*=win64' --override-abi 'make_.*=system' --override-abi 'x?=efiapi'
// --override-abi patterns also match parameters of function-pointer types
// (by their declarator name; an unnamed one by the empty name) at any depth,
// and a function pointer returned by a matching declaration.
struct pipeline {
    void (*run)(int stage, short (*hook_filter)(int value, void *ctx));
    void (*drain)(long (*)(int));
};
typedef int (*visit_fn)(void *node, int (*hook_enter)(void *child, int (*hook_leaf)(char c)));
void walk(visit_fn v, void (*each)(float (*hook_map)(float x)));
extern void (*on_done)(unsigned code, void (*hook_log)(const char *msg));
int (*make_scaler(int factor))(int value);
