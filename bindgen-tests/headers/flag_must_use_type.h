// bindgen-flags: --must-use-type 'result_t'
typedef struct { int code; } result_t;
result_t compute(void);
