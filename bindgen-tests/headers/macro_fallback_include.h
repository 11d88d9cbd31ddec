// bindgen-flags: --clang-macro-fallback -- -include {headers}/include/macro_fallback_pre.h -DFROM_CMDLINE=7
// The fallback unit sees -include files and -D values of the clang arguments.
#define USES_PRE_TYPEDEF ((pre_byte)PRE_LIMIT)
#define USES_CMDLINE FROM_CMDLINE
#define USES_BOTH (FROM_CMDLINE * (pre_byte)2)
