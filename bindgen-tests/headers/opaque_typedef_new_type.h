// bindgen-flags: --new-type-alias-deref 'handle_t|pair_t' --new-type-alias token_t --opaque-type token_t
// An opaque typedef under a newtype style is a newtype of its blob.

/** <div rustbindgen opaque></div> */
typedef unsigned long handle_t;

typedef long long token_t;

/** <div rustbindgen opaque></div> */
typedef struct pair { int lo; int hi; } pair_t;

/** <div rustbindgen opaque></div> */
typedef short plain_t;

void take(handle_t h, token_t t, pair_t *p, plain_t q);
