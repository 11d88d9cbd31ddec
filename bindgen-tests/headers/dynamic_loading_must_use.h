// bindgen-flags: --dynamic-loading Checked --enable-function-attribute-detection --must-use-type checked_status
// #[must_use] on the methods of the dynamic-loading struct: for
// `warn_unused_result` functions (with attribute detection) and for those
// returning a #[must_use] type (by --must-use-type or an annotation).
typedef struct { int code; } checked_status;
/** <div rustbindgen mustusetype></div> */
struct checked_token { unsigned id; };

__attribute__((warn_unused_result)) int checked_reserve(unsigned n);
checked_status checked_run(void);
struct checked_token checked_take(void);
int checked_plain(void);
__attribute__((warn_unused_result)) int checked_printf(const char *fmt, ...);
