// bindgen-flags: -- --target=aarch64-apple-darwin
// The shared target-types header (include/target_matrix.h) for aarch64-apple-darwin.
#include "include/target_matrix.h"
