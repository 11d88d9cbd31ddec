// A function declared through a function typedef takes its parameter names
// from the typedef, as upstream does.
typedef struct handle handle;
typedef int (provider_init_fn)(const handle *core, const void *in, void **out_ctx);
typedef void (visit_fn)(int, void *user);
provider_init_fn provider_init;
visit_fn visit_all;
int provider_init_checked(const handle *core, const void *in, void **out_ctx);
typedef visit_fn visit2_fn; visit2_fn visit_again;
