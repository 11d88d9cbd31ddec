// bindgen-flags: --allowlist-type top --no-recursive-allowlist --raw-line 'pub type inner = u32; // stands in for the struct that is not emitted'
struct inner { int x; };
struct top { struct inner *p; };
