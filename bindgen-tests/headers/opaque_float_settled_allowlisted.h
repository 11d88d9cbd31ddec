// bindgen-flags: --allowlist-type 'meter_.*|dial' --opaque-type 'meter_.*|dial' --with-derive-eq
// Under a recursive allowlist upstream's float question about an opaque
// record reaches a member's type only when the allowlist names it: an
// array member is named `<record>_array<N>_<element>` (so `meter_.*`
// reaches those of `meter_` records and `dial`'s is not), a float member
// `float`.
struct part_grid { float cells[2]; };
struct part_plain { float w; };

struct meter_row { struct part_grid rows[2]; };
struct meter_one { struct part_grid one; };
struct meter_plain_row { struct part_plain rows[2]; };
struct meter_scalar { double d; };
struct meter_nested { struct { float f[2]; } in; };
struct dial { int n; float ticks[4]; };
