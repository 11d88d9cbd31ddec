// bindgen-flags: --wrap-static-fns --wrap-static-fns-path {headers}/../../target/func_visibility_wrappers
// Only functions with default visibility are exported from a library:
// hidden and protected ones are left out; variables and static functions
// (reached through their wrappers) are kept.
int vis_plain(int x);
__attribute__((visibility("default"))) int vis_default(int x);
__attribute__((visibility("hidden"))) int vis_hidden(int x);
__attribute__((visibility("protected"))) int vis_protected(int x);

#pragma GCC visibility push(hidden)
int vis_in_hidden_region(void);
extern int vis_hidden_counter;
#pragma GCC visibility pop

__attribute__((visibility("hidden"))) static inline int vis_static_helper(void) { return 2; }
