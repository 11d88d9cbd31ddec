// Globals with initialisers. A value that cannot change (`const`) or that
// Rust can only know as a value (`static`: no symbol) becomes a constant; a
// variable with a symbol that the C side may change stays a variable.
typedef const char *label_t;
typedef int level_t;
enum tone { QUIET, LOUD };

// Strings behind pointers.
const char *const welcome_text = "hello";
static const char *const farewell = "bye";
static const label_t tag = "t\"q\\";
char *const scratch_name = "scratch";
static char *legacy_name = "legacy";
const char *current_name = "current";       /* the pointer may change */

// Character arrays: storage with a symbol, or none at all.
const char banner[] = "banner";
extern const char motd[];
extern const char fixed[8];
char editable[] = "edit";
static const char hidden_banner[] = "hidden";

// Scalars.
const int max_users = 64;
const unsigned long long big_mask = 0xffffffffffffffffULL;
static const short min_level = -3;
static int start_level = 3 * 4 + 1;
static volatile int watchdog_ticks = 7;
static const level_t default_level = 2;
static float ratio = 2.5f;
static _Bool enabled = 1;
int user_count = 3;                          /* may change */
extern const int limit_from_elsewhere;

// Constants of enum type.
static const enum tone default_tone = LOUD;
const enum tone quiet_tone = QUIET;
