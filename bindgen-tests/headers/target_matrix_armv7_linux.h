// bindgen-flags: -- --target=armv7-unknown-linux-gnueabihf
// The shared target-types header (include/target_matrix.h) for armv7-unknown-linux-gnueabihf.
#include "include/target_matrix.h"
