// bindgen-flags: --with-derive-custom-struct 'session_s=Clone,Copy' --with-derive-custom-struct 'ledger_s|plain_rec=Hash' --with-attribute-custom-struct 'session_s=#[must_use]' --must-use-type ledger_s
// Records only ever declared, never defined, still take the custom derives
// and attributes (zstd-sys adds Copy + Clone to its context handles); an
// annotation's derives come before a callback's, for defined records too.

struct session_s;
typedef struct session_s session;

/** <div rustbindgen derive="PartialEq"></div> */
struct ledger_s;

/** <div rustbindgen derive="PartialEq"></div> */
struct plain_rec {
    int count;
};

session *session_open(struct ledger_s *books, struct plain_rec *seed);
