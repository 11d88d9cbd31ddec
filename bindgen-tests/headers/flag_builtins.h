// bindgen-flags: --builtins --no-include-path-detection --blocklist-item '__(FLT|DBL|LDBL)[0-9A-Z_]*'

/* Builtin definitions (here the va_list type) are emitted too. */
typedef __builtin_va_list va_list_t;
int vlog(const char *fmt, va_list_t args);
