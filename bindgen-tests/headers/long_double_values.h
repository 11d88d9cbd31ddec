// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-partialord --with-derive-ord --with-derive-default
// `long double` on x86-64 Linux: 16 bytes stored as `u128`. Records holding
// one derive what records of floats derive (no `Hash`, `Eq` or `Ord`), and
// its constants have no literal: a `static` one is left out, one with a
// symbol is extern.
typedef long double extended_t;

struct reading { char unit; long double value; };
struct series { extended_t samples[2]; int count; };

static const long double scale = 2.5L;
const long double offset = 0.25L;
static const extended_t limit = 1.0L / 0.0L;

long double widen(double d);
