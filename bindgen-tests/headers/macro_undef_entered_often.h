// A pair of headers without include guards entered once per "library header",
// one defining names and one removing them again (protobuf's port_def.inc and
// port_undef.inc). The final state is decided without asking clang when the
// removing directive ran in every entry and comes after every definition.

// Three library headers: definitions at the top, removals at the bottom.
#include "include/macro_undef_port_def.h"
struct first { int a; };
#include "include/macro_undef_port_undef.h"

#include "include/macro_undef_port_def.h"
struct second { int b; };
#include "include/macro_undef_port_undef.h"

#define PORT_LAST_ROUND 1
#include "include/macro_undef_port_def.h"
struct third { int c; };
#include "include/macro_undef_port_undef.h"

// Removed in every round: gone at the end.
// PORT_KEPT_SKIPPED: its removal is skipped in the last round (clang is
// asked; it is still defined).
// PORT_REDEFINED: defined again after the last round.
#define PORT_REDEFINED 12
