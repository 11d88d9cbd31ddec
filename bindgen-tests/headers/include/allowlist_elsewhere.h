// Declarations that live outside the allowlisted file.
struct remote { int id; union { int as_int; float as_float; } value; };
typedef struct remote remote_t;
typedef long remote_size;
