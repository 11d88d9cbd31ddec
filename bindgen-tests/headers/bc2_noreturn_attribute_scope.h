// bindgen-flags: --enable-function-attribute-detection
// `-> !` only for functions that do not return: not for one returning a
// pointer to a noreturn function, and not for one whose attribute from a
// macro (`deprecated`) has an extent running over earlier declarations
// (upstream: `-> !` for both, undefined behaviour when they return).
#define BC2N_DEPRECATED __attribute__((deprecated("use bc2n_new")))
#define BC2N_NORETURN _Noreturn
BC2N_NORETURN void bc2n_exit(int code);
__attribute__((noreturn)) void bc2n_abort(void);
__attribute__((warn_unused_result)) int bc2n_checked(void);
void bc2n_on_fatal(__attribute__((noreturn)) void (*handler)(void));
void (__attribute__((noreturn)) *bc2n_handler_for(int signal))(int);
BC2N_DEPRECATED int bc2n_old(void);
BC2N_DEPRECATED int bc2n_older(int level);
int bc2n_new(void);
