// bindgen-flags: --allowlist-type 'Cfg|Holder' --allowlist-function 'reset_.*' --allowlist-var 'shared_.*' --blocklist-type Gone --blocklist-function reset_blocked --blocklist-item shared_blocked --raw-line 'pub struct Gone { _defined_by_hand: [u8; 0] }'
// Leaving an allowlisted item out (hide annotation or blocklist) drops the
// item only: the types it uses are still emitted.

typedef enum { MODE_OFF, MODE_ON = 3 } mode_t_;
struct Knob { int turns; };
struct Leaf { short l; };
struct Arg1 { char a; };
struct Arg2 { long b; };
typedef unsigned int counter_t;
struct Slot { double s; };

/** <div rustbindgen hide></div> */
typedef struct {
    mode_t_ mode;
    struct Knob *knob;
} Cfg;

struct Gone { struct Leaf leaf; };
struct Holder { struct Gone *g; };

/** <div rustbindgen hide></div> */
void reset_hidden(struct Arg1 *a);
void reset_blocked(struct Arg2 b);

/** <div rustbindgen hide></div> */
extern counter_t shared_hidden;
extern struct Slot shared_blocked;
