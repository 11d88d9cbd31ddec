// bindgen-flags: --default-visibility crate
struct secretive { int a; unsigned flag : 1; };
