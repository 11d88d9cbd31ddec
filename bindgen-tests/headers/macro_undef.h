// The value in force at the end of the input wins; a macro that is
// #undef'd at the end is not emitted.

// Kernel style: define, undefine, define again.
#define HZ 100
#undef HZ
#define HZ 250

// Defined, then undefined for good.
#define UNDEF_GONE 1
#undef UNDEF_GONE

// Undefined in another file included after the definition.
#define UNDEF_ACROSS 2
#define UNDEF_BEFORE_REDEF 3
#include "include/macro_undef_later.h"

// Directives the preprocessor never runs do not count.
#define UNDEF_KEPT 4
#if 0
#undef UNDEF_KEPT
#endif
/*
#undef UNDEF_KEPT
*/
// #undef UNDEF_KEPT

// A macro that used an undefined one has no value at the end either.
#define UNDEF_BASE 5
#define UNDEF_USER (UNDEF_BASE + 1)
#undef UNDEF_BASE

// A header without include guard entered twice restores its value each time.
#define UNDEF_TWICE 8
#include "include/macro_undef_twice.h"
#include "include/macro_undef_twice.h"

// A header entered twice that only removes a name (clang is asked).
#define UNDEF_HELPER 6
#include "include/macro_undef_cleanup.h"
#define UNDEF_HELPER 7
#include "include/macro_undef_cleanup.h"

// #pragma pop_macro brings a definition back (clang is asked).
#define UNDEF_PUSHED 10
#pragma push_macro("UNDEF_PUSHED")
#undef UNDEF_PUSHED
#pragma pop_macro("UNDEF_PUSHED")
