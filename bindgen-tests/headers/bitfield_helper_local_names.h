// bindgen-flags: --new-type-alias 'word|lead'
// Items named like the locals of the bitfield unit's helper code and of the
// raw accessors. A `let` binding or parameter that names a tuple struct, a
// constant or a static in scope is a pattern, not a new binding (E0530), so
// the emitted helpers and accessors bind only `__bindgen_`-prefixed names
// (the public helper methods keep upstream's parameter names).
typedef unsigned short word;
typedef int lead;
#define window 4
#define unit 1
#define first 2
#define shift 3
#define size 8
extern int raw;
extern const char *src;
extern long old;
extern int big_endian;

struct flags_pair {
    unsigned low : 3;
    word mid : 9;
    lead high : 4;
    unsigned long long wide : 40;
};

struct wide_bits {
    char tag;
    unsigned long long spread : 60;
    unsigned long long more : 60;
    unsigned long long rest : 60;
};
