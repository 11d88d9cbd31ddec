// bindgen-flags: --wasm-import-module-name 'env_host'

/* Extern blocks name their wasm import module. */
int host_now(void);
extern int host_ticks;
