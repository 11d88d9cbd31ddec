// Floating constants that are not numbers: NaN and the infinities, as
// `const float` and `const double` variables and as macros.
const float float_inf = __builtin_inff();
const float float_neg_inf = -__builtin_inff();
const float float_nan = __builtin_nanf("");
const double double_inf = __builtin_inf();
const double double_neg_inf = -__builtin_inf();
const double double_nan = __builtin_nan("");
const float float_plain = 0.5f;

#define MACRO_INF (1.0 / 0.0)
#define MACRO_NEG_INF (-1.0 / 0.0)
#define MACRO_NAN (0.0 / 0.0)
