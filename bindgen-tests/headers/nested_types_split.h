// Types declared inside a record and named again at file scope further down:
// each is emitted once, after the record that declares it, however the code
// generation is split between threads.
struct reel {
    struct spool {
        int turns;
        short width;
    } core;
    union winding {
        unsigned int raw;
        unsigned char bytes[4];
    } wind;
    enum reel_state { REEL_IDLE, REEL_SPINNING } state;
};

int reel_count(void);
long reel_length(const struct reel *r);
void reel_reset(struct reel *r);

struct spool spool_of(const struct reel *r);
typedef struct spool spool_t;
typedef union winding winding_t;
enum reel_state reel_state_of(const struct reel *r);

