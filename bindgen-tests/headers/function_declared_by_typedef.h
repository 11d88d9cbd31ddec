// bindgen-flags: --allowlist-function 'pool_.*'
// Functions declared with a function typedef (`reserve_fn pool_reserve;`,
// as openssl's OSSL_provider_init and nettle's nettle_realloc are) take
// their parameter names from the typedef, also through a typedef of that
// typedef, and the typedef itself is reached from the allowlisted function.

typedef void *reserve_fn(void *pool, unsigned long bytes, int zeroed);
reserve_fn pool_reserve;

typedef reserve_fn reserve_again_fn;
reserve_again_fn pool_reserve_again;

/* Partly named: unnamed parameters keep the generated names. */
typedef int (release_fn)(void *pool, void *);
release_fn pool_release;

typedef long (count_fn)(void);
count_fn pool_count;

/* Not reached from an allowlisted function: not emitted. */
typedef int spare_fn(int spare);
spare_fn other_spare;
