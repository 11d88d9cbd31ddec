// bindgen-flags: --generate-block -- -fblocks

/* Clang blocks (`^`) as `::block::Block<(args), result>` pointers. */
typedef int (^adder_block)(int, int);
typedef void (^notify_block)(void);
struct timer { unsigned period; void (^on_fire)(unsigned count); };
void run_block(adder_block b);
void each_name(void (^visit)(const char *name, double weight));
