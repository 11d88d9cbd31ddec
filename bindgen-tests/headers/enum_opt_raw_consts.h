// bindgen-flags: --rustified-enum '.*=raw_consts'
// ENUMS-NEXT raw_consts alone: free constants typed as the raw type.

/// Machine state.
enum State {
    Failed = 0,
    /// Running.
    Working = 1,
    /// Same value as Working.
    Done = 1,
};
typedef enum State State_t;

typedef enum level { LEVEL_LOW, LEVEL_HIGH } level_t;

typedef enum { MODE_A = 1, MODE_B = 2 } mode_kind_t;

enum { LIMIT_LOW = 1, LIMIT_HIGH = 100 };

enum sign { SIGN_NEG = -1, SIGN_ZERO = 0, SIGN_POS = 1 };

enum small_kind : unsigned char { SMALL_A = 1, SMALL_B = 200 };

enum wide { WIDE_SMALL = 1, WIDE_HUGE = 0x100000000 };

struct machine {
    enum State state;
    State_t alias_state;
    enum small_kind kind;
    enum { INNER_X, INNER_Y, INNER_Z = 0 } inner;
};

enum State get_state(void);
void put_state(enum State s);
void get_state_out(enum State *out);
void put_level(level_t l);
typedef void (*state_cb)(enum State s);
extern enum State current_state;
