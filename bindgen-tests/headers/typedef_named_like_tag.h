// A typedef of a typedef, named like the enum's tag (gnutls' compat.h does this).
// C keeps tags and typedef names apart; in Rust one name must not be defined twice.

typedef enum cipher { CIPHER_NONE, CIPHER_AES } cipher_t;
typedef cipher_t cipher;

typedef struct point_s { int x, y; } point_t;
typedef point_t point_s;

cipher pick(point_s p);
