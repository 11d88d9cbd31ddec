// bindgen-flags: --new-type-alias wrapped_t --new-type-alias-deref deref_t
// A record's `attribute` annotation goes on the record only: a newtype
// typedef of it (directly or through another typedef) carries none on its
// field. Upstream copies it there inside a second `#[...]`, which does not
// parse.

/** <div rustbindgen attribute="#[must_use]"></div> */
struct attributed {
    int value;
};
typedef struct attributed wrapped_t;
typedef struct attributed plain_t;
typedef plain_t deref_t;
