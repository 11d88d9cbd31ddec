// bindgen-flags: --with-derive-default --with-derive-hash --with-derive-partialeq

/* A `:0` bitfield of an enum type only aligns what follows: the enum
 * appears nowhere in the record, which derives `Default` as if it were not
 * there. A named or unnamed bitfield of nonzero width holds the enum, which
 * takes `Default` away. */
typedef enum { MODE_IDLE, MODE_RUN } mode_t;

struct gap_then_long {
    mode_t : 0;
    long count;
};

struct char_gap {
    char tag;
    mode_t : 0;
    char value;
};

struct unnamed_bits {
    mode_t : 3;
    int value;
};

struct named_bits {
    mode_t mode : 2;
    int value;
};
