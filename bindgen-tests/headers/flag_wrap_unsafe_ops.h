// bindgen-flags: --wrap-unsafe-ops --dynamic-loading 'libmeter' --dynamic-link-require-all

/* Unsafe operations inside unsafe functions wrapped in `unsafe {}`, with
 * dynamic loading (every symbol required). */
struct reading { unsigned unit : 4; unsigned scale : 4; int value; };
int meter_read(struct reading *out);
void meter_reset(void);
