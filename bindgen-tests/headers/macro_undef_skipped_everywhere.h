// `#undef`s in files entered more than once (or naming a definition from
// such a file) that the preprocessor skipped. One skipped in every entry of
// its file never ran, and is decided without asking clang; one skipped in
// only some entries still needs clang.

#define TWICE_ONCE_ONLY 3
#include "include/macro_undef_skipped_twice.h"
#define TWICE_SECOND_ROUND 1
#include "include/macro_undef_skipped_twice.h"

// TWICE_VALUE: its removal in the included file is skipped in both entries,
// and this one is skipped too: still defined.
#if 0
#undef TWICE_VALUE
#endif

// TWICE_ONCE_ONLY: removed in the second entry only: gone at the end.
