// bindgen-flags: --no-derive-copy --no-derive-debug
struct s { int a; };
union u { int i; float f; };
