// bindgen-flags: --allowlist-function 'blend|vformat_into|set_sink'
// Parameters written with an array typedef decay to pointers, but the
// typedef they were written with is still reached from an allowlisted
// function and emitted (va_list with its __builtin_va_list, too), as
// upstream does; libbpf-sys's vdprintf binding relies on this for va_list.
#include <stdarg.h>

typedef double rgb[3];
typedef unsigned char tile[4][4];
typedef short unused_row[8];

void blend(rgb out, const rgb in, const tile mask);
int vformat_into(char *buf, const char *fmt, va_list args);

typedef int (*sink_fn)(void *ctx, const char *fmt, va_list args);
void set_sink(sink_fn f, void *ctx);

void not_allowlisted(unused_row r);
