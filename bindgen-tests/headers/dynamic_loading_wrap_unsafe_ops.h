// bindgen-flags: --dynamic-loading Plugin --wrap-unsafe-ops
// --dynamic-loading with --wrap-unsafe-ops.
#include <stdarg.h>

struct plugin_ctx { int refs; };
typedef void (*plugin_cb)(struct plugin_ctx *ctx, int event);

int plugin_open(const char *path, struct plugin_ctx **out);
void plugin_close(struct plugin_ctx *ctx);
void plugin_subscribe(struct plugin_ctx *ctx, plugin_cb cb);
int plugin_log(const char *fmt, ...);
int plugin_vlog(const char *fmt, va_list ap);
_Noreturn void plugin_abort(const char *why);
struct plugin_ctx plugin_snapshot(const struct plugin_ctx *ctx);
void plugin_tick(void);
int plugin_renamed(int x) __asm__("plugin_renamed_v2");

extern int plugin_verbosity;
extern const char *plugin_name;
extern const int plugin_version;
extern struct plugin_ctx plugin_default;
extern int plugin_table[4];

static inline int plugin_inline(void) { return 1; }
static int plugin_static(int x) { return x; }
