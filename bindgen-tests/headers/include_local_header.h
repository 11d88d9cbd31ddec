// A header that includes another one by a relative path.
#include "include/shared_types.h"

struct path {
    struct shared_point points[SHARED_LIMIT];
    int used;
};
