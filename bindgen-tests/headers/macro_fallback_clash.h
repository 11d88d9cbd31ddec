// bindgen-flags: --clang-macro-fallback
// Never two items with one name.
typedef int clash_int;

// An enum constant wins over a macro of the same name (#3071).
enum { CLASH_MAX = 3 };
#define CLASH_MAX (CLASH_MAX - 1)

// glibc's `#define X X` next to the enum constant: only the constant.
enum { CLASH_SELF = 1 };
#define CLASH_SELF CLASH_SELF

// A named enum's constants are prefixed, so there is no clash.
enum clash_mode { CLASH_MODE_A = 1 };
#define CLASH_MODE_A ((clash_int)CLASH_MODE_A + 1)

// A macro wins over a C variable of the same name.
extern int clash_var;
#define clash_var ((clash_int)4)

// A function wins over a macro.
void clash_fn(void);
#define clash_fn ((clash_int)5)
