// bindgen-flags: --verify-abi --dynamic-loading Codec
// --verify-abi checks the function-pointer fields of --dynamic-loading's
// library struct: each is called through its pointer type, whose lowering
// is compared with clang's for the symbol it is loaded from. Small structs
// in registers, a large one through memory, narrow integers, a bool, a
// variadic function; `widen` takes a long double and is left out.
#include <stdbool.h>

struct pixel { unsigned char r, g, b, a; };
struct frame { double t; float gain; int id; };
struct big { long words[6]; };

struct pixel blend(struct pixel a, struct pixel b, float weight);
struct frame next_frame(struct frame f, short step);
struct big fill(struct big b, signed char tag);
bool valid(unsigned short code, bool strict);
int report(const char *fmt, ...);
long double widen(double x);
