/* Included by macro_undef.h after its own definitions. */
#undef UNDEF_ACROSS
#undef UNDEF_BEFORE_REDEF
#define UNDEF_BEFORE_REDEF 42
