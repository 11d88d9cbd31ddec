// bindgen-flags: --c-naming
// Under --c-naming a typedef that names an anonymous record or enum stays an
// item of its own, and the type takes the prefixed typedef name.
typedef struct { int left, right; } span_t;
typedef union { int whole; short halves[2]; } split_t;
typedef enum { MODE_OFF, MODE_ON } mode_t_;
typedef struct cell cell;
struct cell { cell *next; int payload; };
typedef struct pair { span_t first, second; } pair;
struct holder { struct { int hidden; } inner; mode_t_ mode; };
int measure(span_t s, split_t *p, mode_t_ m, const pair *q);
