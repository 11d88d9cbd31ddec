/* Passed with -include by macro_undef_include.h. */
#define UNDEF_PRE_GONE 1
#undef UNDEF_PRE_KEPT
#define UNDEF_PRE_VALUE 6
