// bindgen-flags: --with-derive-default --no-derive-default

/* --no-derive-default wins over --with-derive-default. */
struct settings { int volume; unsigned flags; };
union knob_u { int i; float f; };
