// bindgen-flags: --no-convert-floats
// Floating macro constants are C doubles: `c_double` under
// `--no-convert-floats`, infinities and NaN included.
#define HALF 0.5
#define NOT_A_NUMBER (0.0 / 0.0)
#define PLUS_INF (1.0 / 0.0)
#define MINUS_INF (-1.0 / 0.0)
static const double konst = 2.25;
