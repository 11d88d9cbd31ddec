// bindgen-flags: --allowlist-var 'current_.*' --allowlist-type 'stats_view' --allowlist-function 'reset_channel'

/* A record, union or enum declared inside another is emitted alone when only
 * it is allowlisted or used: its parent lends it a name, not its definition,
 * and the parent's other members stay out. It comes at the parent's place. */
struct before { int unused; };

struct device {
    union reading { int raw; float scaled; } last;
    struct stats { unsigned long sent; unsigned long lost; } totals;
    enum mode { MODE_IDLE, MODE_BUSY } state;
    struct channel { struct window { short lo; short hi; } win; int id; } ch;
};

extern union reading current_reading;
extern enum mode current_mode;

typedef struct { struct inner_cfg { char tag; } cfg; int spare; } config_t;
extern struct inner_cfg current_cfg;

struct stats_view { struct stats *s; };

void reset_channel(struct window *w);
