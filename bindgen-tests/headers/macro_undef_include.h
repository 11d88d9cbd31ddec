// bindgen-flags: -- -include {headers}/include/macro_undef_pre.h
// -include'd text comes before the main header.
#define UNDEF_PRE_KEPT 5
#undef UNDEF_PRE_GONE
