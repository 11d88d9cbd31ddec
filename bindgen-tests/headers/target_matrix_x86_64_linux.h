// bindgen-flags: -- --target=x86_64-unknown-linux-gnu
// The shared target-types header (include/target_matrix.h) for x86_64-unknown-linux-gnu.
#include "include/target_matrix.h"
