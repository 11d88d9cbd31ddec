// bindgen-flags: --with-derive-default --opaque-type state_area --opaque-type spin --no-debug spin
// Records aligned beyond 32 bytes get a zero-filling `impl Default` instead of
// the derive; an opaque one is a blob of a helper with its own alignment
// (`__BindgenOpaqueArray64`); padding of more than 32 bytes is an
// `__BindgenOpaqueArray<[u8; N]>`; `--no-debug` holds for opaque records too.
struct state_area {
    unsigned char bytes[512];
    unsigned long long header[8];
} __attribute__((aligned(64)));

struct spin {
    int owner;
    int count;
};

struct counters {
    long hits;
    long misses;
} __attribute__((aligned(64)));

struct split {
    char tag;
    long long value __attribute__((aligned(64)));
    struct spin lock;
};
