// No include guard: macro_undef_skipped_everywhere.h enters it twice.
#define TWICE_VALUE 7
#ifdef TWICE_NEVER
#undef TWICE_VALUE
#endif
#ifdef TWICE_SECOND_ROUND
#undef TWICE_ONCE_ONLY
#endif
