// bindgen-flags: --must-use-type 'result_t'
typedef struct { int code; } result_t;
result_t compute(void);

// Only a return type spelled with the listed name counts: not a pointer to
// it, not another typedef of it.
typedef result_t result_alias_t;
result_t *compute_ptr(void);
result_alias_t compute_alias(void);
