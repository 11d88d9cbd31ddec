// bindgen-flags: --default-alias-style new_type --normal-alias 'plain_.*' --no-copy 'sealed' --with-derive-default --with-derive-hash --with-derive-partialeq --with-derive-eq

/* Typedefs of records under a newtype alias style are newtype structs that
 * derive what their record derives; an anonymous record named by its
 * typedef is the record itself. */
struct point { int x; int y; };
typedef struct point point_t;

typedef struct sample { float v; } sample_t;

typedef union word { int whole; unsigned char bytes[4]; } word_t;

/** An incomplete record. */
typedef struct hidden hidden_t;

typedef struct sealed { int k; } sealed_t;

typedef struct { short lo; short hi; } pair_t;

typedef struct point plain_point;

typedef point_t point_again_t;

struct shape {
    point_t origin;
    sample_t s;
    word_t w;
    sealed_t z;
    point_again_t far;
    hidden_t *h;
};

void move_to(point_t p, pair_t *out);
