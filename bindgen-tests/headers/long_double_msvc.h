// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-partialord --with-derive-ord --with-derive-default -- --target=x86_64-pc-windows-msvc
// `long double` where it is a `double` (MSVC): `f64`, passed like one, with
// floating constants and the derives of floats.
typedef long double extended_t;

struct reading { char unit; long double value; };
struct series { extended_t samples[2]; int count; };

static const long double scale = 2.5L;
const long double offset = 0.25L;
static const extended_t limit = 1.0L / 0.0L;

long double widen(double d);
