// `packed` records that are also `aligned(N)` (or hold over-aligned types)
// whose members all sit at offsets Rust can give them. Plain `repr(C)` with
// `align(N)` reproduces them when `packed(N)` cannot (Rust refuses `packed`
// next to `align`, and a packed type holding an aligned one).
struct __attribute__((packed, aligned(8))) sensor_frame {
    int id;
    short lo;
    short hi;
};

struct __attribute__((packed, aligned(16))) wide_pair {
    long long first;
    long long second;
};

struct __attribute__((packed, aligned(4))) short_name {
    char text[3];
};

struct __attribute__((aligned(8), packed)) two_flags {
    char on;
    char off;
};

typedef struct __attribute__((packed, aligned(4))) {
    short x;
    short y;
    int z;
} point3_t;

union __attribute__((packed, aligned(8))) raw_word {
    char bytes[5];
    int value;
};

struct cache_line {
    int v;
} __attribute__((aligned(8)));

// Holds an aligned struct at its natural offset: `repr(C)`, not `packed(8)`.
struct __attribute__((packed, aligned(8))) line_pair {
    struct cache_line head;
    long long tail;
};

// An array of an aligned struct inside a packed struct: rustc accepts it.
struct __attribute__((packed)) line_run {
    char count;
    struct cache_line lines[2];
};

// A record holding the ones above.
struct frame_log {
    char kind;
    struct sensor_frame last;
    point3_t where;
    union raw_word raw;
};

// Still inexpressible: `d` at offset 1 in a 4-aligned record.
struct __attribute__((packed, aligned(4))) misaligned_pair {
    char c;
    int d;
};
