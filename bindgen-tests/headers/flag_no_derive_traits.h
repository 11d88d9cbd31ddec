// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-partialord --with-derive-ord --with-derive-default --no-copy 'nocopy_t' --no-hash 'nohash_t' --no-partialeq 'nopeq_t' --no-default 'nodefault_t'
typedef struct { int a; } all_t;
typedef struct { int a; } nocopy_t;
typedef struct { int a; } nohash_t;
typedef struct { int a; } nopeq_t;
typedef struct { int *p; } nodefault_t;
