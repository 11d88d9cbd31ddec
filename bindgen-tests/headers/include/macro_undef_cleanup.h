/* Entered twice by macro_undef.h: only removes a helper. */
#undef UNDEF_HELPER
