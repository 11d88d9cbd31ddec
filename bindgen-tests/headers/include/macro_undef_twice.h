/* Entered twice by macro_undef.h (no include guard). */
#undef UNDEF_TWICE
#define UNDEF_TWICE 9
