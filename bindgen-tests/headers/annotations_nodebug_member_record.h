// A `nodebug` record takes `Debug` from the records holding it by value
// (directly or through a typedef), so the bindings compile; upstream still
// derives `Debug` on the holders, which fails (E0277).
/** <div rustbindgen nodebug></div> */
typedef struct secret_key { unsigned char bytes[16]; } secret_key_t;
struct session { int id; secret_key_t key; };
struct vault { struct secret_key master; };
