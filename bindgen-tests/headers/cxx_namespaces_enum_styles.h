// bindgen-flags: --enable-cxx-namespaces --constified-enum-module 'axis' --bitfield-enum 'perm' --newtype-global-enum 'tone' --rustified-enum 'side' --module-raw-line root 'pub type extra_byte = u8;' --module-raw-line other 'pub type ignored = u8;' --raw-line '// before the module'
// Enum styles whose items name their own type inside `pub mod root`, the
// re-exported typedefs of enums, and raw lines for the root module.

enum axis { AXIS_X, AXIS_Y };
typedef enum axis axis_t;

enum perm { PERM_READ = 1, PERM_WRITE = 2 };
typedef enum perm perm_t;

enum tone { TONE_LOW = 10, TONE_HIGH = 20 };

enum side { SIDE_LEFT, SIDE_RIGHT };
typedef enum side side_t;

struct cursor {
    axis_t along;
    perm_t mode;
    enum tone pitch;
    side_t from;
};

void cursor_move(struct cursor *c, enum axis a, side_t s);
