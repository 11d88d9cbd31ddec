// clang's max_align_t: members with explicit alignment attributes, one of
// them a long double.
#include <stddef.h>
