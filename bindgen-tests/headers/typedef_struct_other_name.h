// A typedef with a different name than the struct tag.
struct timer {
    unsigned long ticks;
};

typedef struct timer timer_t_alias;

void timer_reset(timer_t_alias *t);
