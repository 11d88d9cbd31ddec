// Enum constants are prefixed with the enum's or the enclosing record's
// name as Rust spells it: a keyword-named tag gives `type__...`.
enum type { TYPE_INT, TYPE_FLOAT };
enum match { MATCH_ANY };
struct loop { enum { LOOP_ONCE, LOOP_FOREVER } mode; int count; };
typedef enum { FN_PURE } fn;
