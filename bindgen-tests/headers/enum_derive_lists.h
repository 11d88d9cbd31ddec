// bindgen-flags: --rustified-enum 'gear|tone' --bitfield-enum 'perm' --newtype-enum 'phase' --constified-enum-module 'slot' --no-copy 'gear|perm|phase|slot|mode_alias' --no-debug 'tone|perm' --no-hash 'phase|kind' --no-partialeq 'gear|kind' --no-default 'perm|tone' --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-default

/* Each enum style with the --no-* lists: the enum's own derives lose Copy
 * and Debug only; every list reaches the records that hold the enum. */
enum gear { GEAR_LOW, GEAR_HIGH = 3 };
enum tone { TONE_DARK, TONE_LIGHT };
enum perm { PERM_READ = 1, PERM_WRITE = 2, PERM_EXEC = 4 };
enum phase { PHASE_IDLE, PHASE_RUN };
enum slot { SLOT_A, SLOT_B };
enum kind { KIND_X, KIND_Y };
enum mode { MODE_ON, MODE_OFF };
typedef enum mode mode_alias;

struct holds_gear { enum gear g; int n; };
struct holds_tone { enum tone t; };
struct holds_perm { enum perm p[2]; };
struct holds_phase { enum phase ph; };
struct holds_slot { enum slot s; };
struct holds_kind { enum kind k; };
struct holds_mode { mode_alias m; };
struct points_at_gear { enum gear *g; };
union gear_or_int { enum gear g; int i; };
