/* Passed with -include by macro_fallback_include.h. */
typedef unsigned char pre_byte;
#define PRE_LIMIT 300
