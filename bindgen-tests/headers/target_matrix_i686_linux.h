// bindgen-flags: -- --target=i686-unknown-linux-gnu
// The shared target-types header (include/target_matrix.h) for i686-unknown-linux-gnu.
#include "include/target_matrix.h"
