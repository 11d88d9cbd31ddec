// bindgen-flags: --bindgen-wrapper-union 'wrapped_u' --manually-drop-union 'dropped_.*' --no-copy 'sticky' --no-record-matches --objc-extern-crate

/* Unions holding a member that is not Copy: one per style of wrapper. */
struct sticky { int glue; };

union wrapped_u { struct sticky s; int raw; };
union dropped_u { struct sticky s; float f; };
union default_u { struct sticky s; short h; };
union plain_u { int i; unsigned u; };

/* Bitfields in a ManuallyDrop union: the unit is wrapped too. */
union dropped_bits_u { struct sticky s; unsigned low : 3; unsigned high : 5; };
