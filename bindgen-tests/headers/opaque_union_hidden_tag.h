// bindgen-flags: --opaque-type 'ouh_tagged|ouh_typedefd|ouh_own_ptr|ouh_blocked|ouh_hidden_ptr' --blocklist-type 'ouh_block_rec'
// An opaque union holding a record `hide` hides (named directly, through
// a typedef or an array) is a struct around its blob, as is one whose
// hidden member has a pointer type of its own; a record the blocklist
// names, or a pointer to a hidden record, does not count.

/** <div rustbindgen hide></div> */
struct ouh_secret {
    int key;
};

typedef struct ouh_secret ouh_secret_t;

struct ouh_block_rec {
    int b;
};

union ouh_tagged {
    float value;
    struct ouh_secret s[2];
};

union ouh_typedefd {
    float value;
    ouh_secret_t s;
};

union ouh_own_ptr {
    float value;
    /** <div rustbindgen hide></div> */
    int *p;
};

union ouh_blocked {
    float value;
    struct ouh_block_rec b;
};

union ouh_hidden_ptr {
    float value;
    struct ouh_secret *s;
};
