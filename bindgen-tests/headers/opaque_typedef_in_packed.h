// bindgen-flags: --opaque-type 'handle_t|stamp_t'

/* An opaque typedef aligned to 8 is a `repr(align(8))` blob, which a
 * packed record cannot hold (E0588): the packed records holding it, even
 * through an anonymous member, are opaque blobs. One aligned to 4 is an
 * array of `u32`s and stays a field. */
typedef unsigned long handle_t;
typedef int stamp_t;

#pragma pack(push, 1)
struct wire_msg {
    char kind;
    handle_t h;
};

union wire_word {
    union {
        handle_t raw;
    };
};

struct wire_small {
    char kind;
    stamp_t when;
};
#pragma pack(pop)

struct carrier {
    struct wire_msg m;
    handle_t h;
};
