// bindgen-flags: --enable-cxx-namespaces
// C input under --enable-cxx-namespaces: everything goes into `pub mod root`
// and references between generated items become `root::` paths.

#define RING_SIZE 16

struct ring_slot {
    struct ring_slot *next;
    unsigned ready;
    _Complex double sample;
};

typedef struct ring_slot slot_t;
typedef void (*slot_visitor)(slot_t *slot, void *ctx);

enum ring_state { RING_IDLE, RING_BUSY };
typedef enum ring_state ring_state_t;

struct ring {
    ring_state_t state;
    slot_visitor visit;
    unsigned count;
    slot_t slots[];
};

union ring_word {
    struct ring_slot *slot;
    unsigned long raw;
};

struct ring *ring_open(unsigned capacity, enum ring_state initial);
void ring_walk(struct ring *r, slot_visitor visit, void *ctx);
extern union ring_word ring_last_word;
