// bindgen-flags: -- --target=aarch64-unknown-linux-gnu
// The shared target-types header (include/target_matrix.h) for aarch64-unknown-linux-gnu.
#include "include/target_matrix.h"
