// bindgen-flags: --disable-nested-struct-naming
struct outer { struct inner { int x; } in; };
