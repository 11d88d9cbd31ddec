// bindgen-flags: --dynamic-loading bc2dlib --allowlist-function "bc2d_.*" --allowlist-var "bc2d_.*" --no-layout-tests
// A `static` variable has no symbol to look up: `--dynamic-loading` leaves
// it out as an extern block does (upstream looks it up and fails).
typedef char (*bc2d_fn_t)(void);
static bc2d_fn_t bc2d_hook;
static int bc2d_counter;
char bc2d_call(void);
