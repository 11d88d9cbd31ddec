// bindgen-flags: -- --target=thumbv7em-none-eabi
// The shared target-types header (include/target_matrix.h) for thumbv7em-none-eabi.
#include "include/target_matrix.h"
