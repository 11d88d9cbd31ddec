// Floating constants whose value is not finite: infinities and NaN, as
// `float`, `double`, `long double` and through a typedef, in variables and in
// object-like macros. Their value is spelled through `f64` and cast, so that
// it also fits an `f32` constant.
typedef float meters;
typedef double seconds;

static const float forward_limit = 1.0f / 0.0f;
static const float backward_limit = -1.0f / 0.0f;
static const float unknown_reading = 0.0f / 0.0f;
static const double wide_forward = 1.0 / 0.0;
static const double wide_backward = -1.0 / 0.0;
static const double wide_unknown = 0.0 / 0.0;
static const meters max_range = 2.0f / 0.0f;
static const seconds never = 1e308 * 10.0;
static const float overflowed = 1e30f * 1e30f;
static const float negative_zero = -0.0f;
static const float third = 1.0f / 3.0f;

#define RANGE_UNBOUNDED (1.0f / 0.0f)
#define RANGE_BELOW (-1.0 / 0.0)
#define RANGE_UNDEFINED (0.0 / 0.0)

// A `long double` is stored as `u128` bits: no literal spells its value, so
// a constant without a symbol is left out, one with a symbol is extern.
static const long double widest_forward = 1.0L / 0.0L;
static const long double widest_half = 0.5L;
const long double shared_scale = 2.5L;
