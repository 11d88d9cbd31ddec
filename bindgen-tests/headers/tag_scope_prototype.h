// A tag first declared in a function prototype's parameter list belongs to
// that prototype alone (clang warns that it is not visible outside); no other
// declaration can name the same type. Such parameters point to an empty
// opaque blob. In a function-pointer declarator (typedef or member) the tag
// is a file-scope type.
void send_frame(struct frame *f);
void mix(union sample *s, enum mode *m);
int check(const struct frame *f, int n);

struct frame { int len; };      /* a different type from the ones above */
struct link { struct frame *head; };

typedef void (*frame_cb)(struct cb_arg *arg);
struct device { int (*probe)(struct probe_info *info); };
