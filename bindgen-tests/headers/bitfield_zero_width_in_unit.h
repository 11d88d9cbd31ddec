// bindgen-flags: --blocklist-type 'gate_kind' --with-derive-default --with-derive-hash --with-derive-partialeq
// A `:0` bitfield in a run of bitfields holding a wider one (before or
// after it, even through other `:0` members) joins their bitfield unit,
// and its type counts for the derives as a named bitfield's would: a
// blocklisted type takes every derive, an enum takes `Default`. Alone, or
// in a run of `:0` members only, it just aligns what follows (upstream).

typedef enum gate_kind { GATE_OPEN, GATE_SHUT } gate_kind;
typedef enum { TONE_LOW, TONE_HIGH } tone_t;
typedef unsigned gate_word;

struct gate_before_bits {
    short id;
    gate_kind : 0;
    unsigned bits : 7;
};

struct gate_after_bits {
    unsigned bits : 7;
    gate_kind : 0;
    int tail;
};

struct gate_through_zero {
    int head;
    gate_kind : 0;
    gate_word : 0;
    unsigned bits : 3;
};

struct gate_alone {
    gate_kind : 0;
    int head;
    unsigned bits : 7;
};

struct gate_zero_run {
    int head;
    gate_kind : 0;
    unsigned : 0;
    int tail;
};

struct gate_in_anonymous {
    int head;
    struct {
        short low;
        gate_kind : 0;
        unsigned long wide : 37;
    };
};

struct tone_between_bits {
    unsigned first : 3;
    tone_t : 0;
    unsigned second : 3;
};

struct tone_apart {
    int head;
    tone_t : 0;
    int tail;
};
