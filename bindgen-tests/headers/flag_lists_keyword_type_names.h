// bindgen-flags: --no-copy use_ --no-debug loop_ --new-type-alias u32_ --must-use-type 'mod_' --rustified-enum match_ --blocklist-type 'f64_' --opaque-type type_ --raw-line 'pub type f64_ = f64;'
// Types named like Rust keywords or primitives get a trailing underscore,
// and option lists match them by that escaped name, as upstream matches
// them (`--no-copy use_` applies to `struct use`, `--no-copy use` would not).
typedef int u32;
typedef double f64;
struct use { u32 count; f64 weight; };
struct loop { int n; };
struct mod { int m; };
struct type { int hidden; };
enum match { MATCH_ONE, MATCH_TWO };
enum move { MOVE_A, MOVE_B };
struct holder { enum { HOLDER_X } kind; };

struct mod make_mod(void);
u32 count_uses(const struct use *u, enum match m, enum move v, struct type *t);
