// bindgen-flags: --opaque-type 'handle_t|session_t' --new-type-alias-deref session_t
// An opaque typedef of a record that is only declared has no known size:
// upstream spells it as one byte (`u8`), in the typedef's own style.
typedef struct handle handle_t;
struct session;
typedef struct session session_t;
handle_t *open_handle(session_t *s);
