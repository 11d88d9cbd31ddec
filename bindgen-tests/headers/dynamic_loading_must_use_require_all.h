// bindgen-flags: --dynamic-loading Checked --dynamic-link-require-all --enable-function-attribute-detection --must-use-type checked_status
// The same with --dynamic-link-require-all.
typedef struct { int code; } checked_status;
/** <div rustbindgen mustusetype></div> */
struct checked_token { unsigned id; };

__attribute__((warn_unused_result)) int checked_reserve(unsigned n);
checked_status checked_run(void);
struct checked_token checked_take(void);
int checked_plain(void);
__attribute__((warn_unused_result)) int checked_printf(const char *fmt, ...);
